import { useEffect } from "react";
import { loadMessageCache } from "../../lib/messages/message-cache";
import { readStoredUser } from "../../lib/user-session";
import { useLoggedInData } from "../api/get-logged-in-data";

/**
 * The signed-in user as the shell shows it: name and image id from loggedindata (stored in
 * session storage by the call), and the user's message cache loaded once the id is known.
 */
export function useShellSession() {
  const { data } = useLoggedInData();
  const stored = readStoredUser();
  const userId = stored.userId ?? (data ? String(data.PersonId) : null);
  useEffect(() => {
    if (userId) void loadMessageCache(userId);
  }, [userId]);
  return {
    name: data ? `${data.FirstName} ${data.LastName}`.trim() : (stored.name ?? ""),
    imageId: data ? data.ImageId : stored.imageId,
  };
}

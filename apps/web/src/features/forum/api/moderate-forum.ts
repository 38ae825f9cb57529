import { ForumPath, ZModerateForumResponse, type TModerateForumRequest } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Forum/moderate: one moderation action, logged and undoable. */
export function moderateForum(body: TModerateForumRequest): Promise<{ actionId: number }> {
  return apiRequest(ForumPath.moderate, { json: body, schema: ZModerateForumResponse });
}

export function useModerateForum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderateForum,
    // The queue, the log, the topic and the category lists all may change.
    onSuccess: () => client.invalidateQueries({ queryKey: ["forum"] }),
  });
}

import { ForumPath, ZForumSettings } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const forumSettingsKey = ["forum", "settings"] as const;

/** GET Forum/settings: the flag threshold and how many first posts wait for approval. */
export const useForumSettings = () =>
  useQuery({
    queryKey: forumSettingsKey,
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.settings, { schema: ZForumSettings, handleErrors: false, signal }),
  });

import { ForumPath, ZForumLogResponse } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/moderationlog: moderation actions, newest first. */
export const useForumModerationLog = (enabled: boolean) =>
  useQuery({
    queryKey: ["forum", "log"],
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.moderationLog, { schema: ZForumLogResponse, handleErrors: false, signal }),
    enabled,
  });

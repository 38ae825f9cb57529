import { ForumPath, ZForumPostHistoryResponse } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/posthistory?id=: a post's earlier texts, newest first. */
export const useForumPostHistory = (postId: number | null) =>
  useQuery({
    queryKey: ["forum", "history", postId],
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.postHistory, {
        query: { id: postId! },
        schema: ZForumPostHistoryResponse,
        handleErrors: false,
        signal,
      }),
    enabled: postId !== null,
  });

import { ForumPath, ZForumReviewResponse } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/reviewqueue: the moderators' one queue of held and flagged posts. */
export const useForumReviewQueue = () =>
  useQuery({
    queryKey: ["forum", "review"],
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.reviewQueue, {
        query: { status: "pending" },
        schema: ZForumReviewResponse,
        handleErrors: false,
        signal,
      }),
  });

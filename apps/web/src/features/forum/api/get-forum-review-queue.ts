import { ForumPath, ZForumReviewResponse, type FORUM_REVIEW_STATUSES } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ReviewStatus = (typeof FORUM_REVIEW_STATUSES)[number];

/**
 * GET Forum/reviewqueue: the moderators' queue of held and flagged posts (pending), or the ones
 * decided, each with its decision (resolved). A moderation refreshes both (["forum"]).
 */
export const useForumReviewQueue = (status: ReviewStatus = "pending", enabled = true) =>
  useQuery({
    queryKey: ["forum", "review", status],
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.reviewQueue, {
        query: { status },
        schema: ZForumReviewResponse,
        handleErrors: false,
        signal,
      }),
    enabled,
  });

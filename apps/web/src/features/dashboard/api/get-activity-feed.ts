import { ApiPath, ZActivityFeedResponse, type TActivityFeedResponse } from "@fsm/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET dataview/updateactvityfeed: a page of the caller's events, newest first, after `before`. */
export function getActivityFeed(
  limit: number,
  before: string | null,
  signal?: AbortSignal,
): Promise<TActivityFeedResponse> {
  return apiRequest(ApiPath.activityFeed, {
    query: { limit, before: before ?? undefined },
    schema: ZActivityFeedResponse,
    handleErrors: false,
    signal,
  });
}

/** Pages follow the previous page's cursor; "Load more" asks for the next one. */
export const activityFeedQuery = (limit: number) =>
  infiniteQueryOptions({
    queryKey: ["dashboard", "activity", limit],
    queryFn: ({ pageParam, signal }) => getActivityFeed(limit, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useActivityFeed = (limit: number) => useInfiniteQuery(activityFeedQuery(limit));

import { RequestWfPath, ZTimelineResponse, type TTimelineResponse } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const timelineKey = (requestId: number) => ["requestwf", "timeline", requestId] as const;

/**
 * GET requestwf/timeline: a request's status changes and notes, oldest first, and whether the
 * caller may add a note now. Errors are shown where the timeline would be, not as a pop-up.
 */
export function getTimeline(requestId: number, signal?: AbortSignal): Promise<TTimelineResponse> {
  return apiRequest(RequestWfPath.timeline, {
    query: { requestId },
    schema: ZTimelineResponse,
    handleErrors: false,
    signal,
  });
}

export const timelineQuery = (requestId: number) =>
  queryOptions({ queryKey: timelineKey(requestId), queryFn: ({ signal }) => getTimeline(requestId, signal) });

export const useTimeline = (requestId: number) => useQuery(timelineQuery(requestId));

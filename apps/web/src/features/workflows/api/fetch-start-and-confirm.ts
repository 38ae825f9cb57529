import { WorkflowPath, ZStartAndConfirmResponse, type TStartAndConfirmResponse } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { SCREEN_QUERY_ROOT } from "../../../renderer";

/** GET Metadata/fetchstartandconfirm?screenName=: a workflow's start, confirmation and summary screens. */
export function fetchStartAndConfirm(
  screenName: string,
  signal?: AbortSignal,
): Promise<TStartAndConfirmResponse> {
  return apiRequest(WorkflowPath.fetchStartAndConfirm, {
    query: { screenName },
    schema: ZStartAndConfirmResponse,
    signal,
  });
}

export const startAndConfirmQuery = (screenName: string) =>
  queryOptions({
    // Cleared with the screen cache, like the workflow it describes.
    queryKey: [SCREEN_QUERY_ROOT, `startAndConfirm:${screenName.toUpperCase()}`],
    queryFn: ({ signal }) => fetchStartAndConfirm(screenName, signal),
    staleTime: Infinity,
  });

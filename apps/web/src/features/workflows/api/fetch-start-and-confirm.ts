import { WorkflowPath, ZStartAndConfirmResponse, type TStartAndConfirmResponse } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

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
    queryKey: ["workflowStartAndConfirm", screenName.toUpperCase()],
    queryFn: ({ signal }) => fetchStartAndConfirm(screenName, signal),
    staleTime: Infinity,
  });

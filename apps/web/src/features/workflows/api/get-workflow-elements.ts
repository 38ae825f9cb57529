import { WorkflowPath, ZWorkflowElementsResponse } from "@fsm/contracts";
import { ZWorkflowElements, type TWorkflowElement } from "@fsm/metadata";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { SCREEN_QUERY_ROOT } from "../../../renderer/api/fetch-screen";

/** GET Metadata/getworkflowelements?screenName=: a workflow's ordered elements only. */
export async function getWorkflowElements(
  screenName: string,
  signal?: AbortSignal,
): Promise<TWorkflowElement[]> {
  const answer = await apiRequest(WorkflowPath.getWorkflowElements, {
    query: { screenName },
    schema: ZWorkflowElementsResponse,
    signal,
  });
  return ZWorkflowElements.parse(answer.elements);
}

export const workflowElementsQuery = (screenName: string) =>
  queryOptions({
    queryKey: [SCREEN_QUERY_ROOT, `workflowElements:${screenName.toUpperCase()}`],
    queryFn: ({ signal }) => getWorkflowElements(screenName, signal),
    staleTime: Infinity,
  });

import { WorkflowPath, ZWorkflowElementsResponse } from "@fsm/contracts";
import { ZWorkflowElements, type TWorkflowElement } from "@fsm/metadata";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

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
    queryKey: ["workflowElements", screenName.toUpperCase()],
    queryFn: ({ signal }) => getWorkflowElements(screenName, signal),
    staleTime: Infinity,
  });

import { WorkflowPath, ZWorkflowManagerResponse } from "@fsm/contracts";
import {
  describeIssue,
  parseWorkflowDocument,
  WORKFLOW_FORMAT_VERSION,
  type TWorkflowDocument,
} from "@fsm/metadata";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { SCREEN_QUERY_ROOT } from "../../../renderer";

export interface LoadedWorkflow {
  document: TWorkflowDocument;
  revision: number;
}

/**
 * GET Metadata/getWorkflowManager?screenName= (a workflow's name or its start screen). The answer
 * is parsed by the shared workflow format, so old documents migrate and a bad one fails loudly.
 */
export async function getWorkflowManager(screenName: string, signal?: AbortSignal): Promise<LoadedWorkflow> {
  const answer = await apiRequest(WorkflowPath.getWorkflowManager, {
    query: { screenName },
    schema: ZWorkflowManagerResponse,
    signal,
  });
  const parsed = parseWorkflowDocument({ formatVersion: WORKFLOW_FORMAT_VERSION, ...answer });
  if (!parsed.ok)
    throw new Error(`Workflow "${screenName}" is not valid: ${parsed.issues.map(describeIssue).join("; ")}`);
  return { document: parsed.value, revision: answer.revision };
}

/**
 * Under the screen cache's root, so it is kept until that cache is cleared and cleared with it
 * (spec §4: after any save, delete, disable or message creation).
 */
export const workflowQuery = (screenName: string) =>
  queryOptions({
    queryKey: [SCREEN_QUERY_ROOT, `workflow:${screenName.toUpperCase()}`],
    queryFn: ({ signal }) => getWorkflowManager(screenName, signal),
    staleTime: Infinity,
    retry: false,
  });

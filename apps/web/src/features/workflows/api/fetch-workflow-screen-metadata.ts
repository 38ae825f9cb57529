import { WORKFLOW_EMPTY_PARAM, WorkflowPath } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { TScreenDocument } from "@fsm/metadata";
import { apiRequest } from "../../../lib/api-client";
import { SCREEN_QUERY_ROOT, toScreenDocument, screenCacheKey } from "../../../renderer";

export interface WorkflowScreenParams {
  /** The workflow's name. */
  screenName: string;
  subWfId?: string;
  mode?: string;
  stepId?: string;
}

const orEmpty = (value: string | undefined): string => (value ? value : WORKFLOW_EMPTY_PARAM);

/** GET Metadata/fetchWorkflowScreenMetadata: a step's screen ('@' for every empty parameter, spec §9). */
export async function fetchWorkflowScreenMetadata(
  params: WorkflowScreenParams,
  signal?: AbortSignal,
): Promise<TScreenDocument> {
  const raw = await apiRequest<unknown>(WorkflowPath.fetchWorkflowScreenMetadata, {
    query: {
      screenName: params.screenName,
      subWfId: orEmpty(params.subWfId),
      mode: orEmpty(params.mode),
      stepId: orEmpty(params.stepId),
    },
    signal,
  });
  return toScreenDocument(raw);
}

/** In the screen cache under the spec §4 key (name, sub-workflow, mode, step), cleared with it. */
export const workflowScreenQuery = (params: WorkflowScreenParams, baselineOnlyMetadata: boolean) =>
  queryOptions({
    queryKey: [
      SCREEN_QUERY_ROOT,
      screenCacheKey(
        {
          screenName: params.screenName,
          subWorkflowId: params.subWfId,
          mode: params.mode,
          stepId: params.stepId,
        },
        baselineOnlyMetadata,
      ),
    ],
    queryFn: ({ signal }) => fetchWorkflowScreenMetadata(params, signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

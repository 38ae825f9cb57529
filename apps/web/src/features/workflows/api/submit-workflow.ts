import {
  RequestWfPath,
  ZSubmitWorkflowRequest,
  ZSubmitWorkflowResponse,
  type TSubmitWorkflowResponse,
} from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { clearScreenCache } from "../../../renderer";

/** As the wizard builds it; the contract checks every value is a plain cell value before it leaves. */
export interface TSubmitWorkflowInput {
  workflowName: string;
  idempotencyKey: string;
  dataModel: Record<string, unknown>;
  childTables: Record<string, Record<string, unknown>[]>;
  attachmentIds: string[];
}

/**
 * POST requestwf/submitworkflow. The run's idempotency key goes with every attempt, so a double
 * click or a retry after a lost answer gets the first result back instead of a second record.
 */
export function submitWorkflow(input: TSubmitWorkflowInput): Promise<TSubmitWorkflowResponse> {
  return apiRequest(RequestWfPath.submitWorkflow, {
    method: "POST",
    json: ZSubmitWorkflowRequest.parse(input),
    schema: ZSubmitWorkflowResponse,
  });
}

/**
 * A submission is a save: the screen metadata cache is cleared (spec §4) and every list and
 * counter is marked stale, so the new record shows where the user looks next.
 */
export function useSubmitWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWorkflow,
    onSuccess: () => {
      clearScreenCache(queryClient);
      void queryClient.invalidateQueries({ queryKey: ["search"] });
      void queryClient.invalidateQueries({ queryKey: ["counter"] });
    },
  });
}

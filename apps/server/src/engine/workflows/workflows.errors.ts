import { ErrorCode, message } from "@fsm/contracts";
import { AppError, fieldDetail, fieldError, notFound } from "../../lib/app-error.js";

export const unknownWorkflow = (name: string) => notFound("error_unknown_workflow", { name });
/**
 * A disabled workflow is answered 404 to everyone but designers, like a workflow that does not
 * exist: the side bar no longer offers it, and a stale link must not start a wizard of it.
 */
export const disabledWorkflow = (name: string) => notFound("error_disabled_workflow", { name });
export const unknownStep = (workflow: string, stepId: string, subWfId?: string) =>
  subWfId
    ? notFound("error_unknown_sub_workflow_step", { workflow, stepId, subWfId })
    : notFound("error_unknown_workflow_step", { workflow, stepId });
export const baselineWorkflowNotDeletable = (name: string) =>
  fieldError("screenName", "error_baseline_workflow", { name });
/**
 * Workflows are found by their start screen's name too (wizard addresses carry it), so one start
 * screen leading to two workflows would make that address ambiguous.
 */
export const startScreenTaken = (screen: string, workflow: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_start_screen_taken", { screen, workflow }), {
    details: [fieldDetail("workflowHeader.startScreen", message("error_already_start_screen", { workflow }))],
  });
/** Stored documents were validated when written; failing now means the format code regressed. */
export const storedWorkflowBroken = (name: string, reason: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_workflow_broken", { name, reason }));

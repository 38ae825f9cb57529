import { ErrorCode, message } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

export const idempotencyConflict = (key: string) =>
  new AppError(409, ErrorCode.IdempotencyConflict, message("error_submission_key_reused", { key }));

export const workflowDisabled = (name: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_workflow_disabled_submit", { name }));

/** A stored workflow whose step works on another table than the workflow: metadata to fix, not the caller. */
export const badStepScreen = (screen: string, stepTable: string, table: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_step_screen_table", { screen, stepTable, table }));

export const notOwnEmail = () => new AppError(403, ErrorCode.Forbidden, message("error_not_own_email"));

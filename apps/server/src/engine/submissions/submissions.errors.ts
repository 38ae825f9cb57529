import { ErrorCode } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

export const idempotencyConflict = (key: string) =>
  new AppError(
    409,
    ErrorCode.IdempotencyConflict,
    `This submission key (${key}) was already used for a different submission. ` +
      "Start a new request to send different data.",
  );

export const workflowDisabled = (name: string) =>
  new AppError(409, ErrorCode.Conflict, `The workflow "${name}" is disabled and accepts no submissions.`);

/** A stored workflow whose step works on another table than the workflow: metadata to fix, not the caller. */
export const badStepScreen = (screen: string, stepTable: string, table: string) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `Step screen "${screen}" works on ${stepTable}, but the workflow creates ${table}.`,
  );

export const requestClosed = (number: string, status: string) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `Request ${number} is ${status.toLowerCase()}; notes can only be added to open requests.`,
  );

export const notOwnEmail = () =>
  new AppError(403, ErrorCode.Forbidden, "Confirmation mails can only be sent to your own e-mail address.");

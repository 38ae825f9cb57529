import { ErrorCode } from "@fsm/contracts";
import { AppError, fieldError, notFound } from "../../lib/app-error.js";

export const unknownWorkflow = (name: string) => notFound(`Workflow "${name}" does not exist.`);
/**
 * A disabled workflow is answered 404 to everyone but designers, like a workflow that does not
 * exist: the side bar no longer offers it, and a stale link must not start a wizard of it.
 */
export const disabledWorkflow = (name: string) => notFound(`Workflow "${name}" is disabled.`);
export const unknownStep = (workflow: string, stepId: string, subWfId?: string) =>
  notFound(
    `Workflow "${workflow}" has no step "${stepId}"${subWfId ? ` in sub-workflow "${subWfId}"` : ""}.`,
  );
export const unknownWorkflowRevision = (name: string, revision: number) =>
  notFound(`Workflow "${name}" has no revision ${revision}.`);
export const deletedWorkflowRevision = (revision: number) =>
  fieldError("revision", `revision ${revision} is a deletion and holds no document`);
export const baselineWorkflowNotDeletable = (name: string) =>
  fieldError("screenName", `"${name}" is a baseline workflow and cannot be deleted; disable it instead`);
export const workflowNameTaken = (name: string) =>
  fieldError("workflowHeader.name", `a workflow named "${name}" already exists`);
export const workflowJustTaken = () =>
  new AppError(
    409,
    ErrorCode.Conflict,
    "Another designer has just saved a workflow with this name. Reload and try again.",
  );
/**
 * Workflows are found by their start screen's name too (wizard addresses carry it), so one start
 * screen leading to two workflows would make that address ambiguous.
 */
export const startScreenTaken = (screen: string, workflow: string) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `Screen "${screen}" is already the start screen of workflow "${workflow}".`,
    {
      details: [
        { path: "workflowHeader.startScreen", message: `already the start screen of workflow "${workflow}"` },
      ],
    },
  );
/** Stored documents were validated when written; failing now means the format code regressed. */
export const storedWorkflowBroken = (name: string, message: string) =>
  new AppError(409, ErrorCode.Conflict, `Workflow "${name}" cannot be used: ${message}`);

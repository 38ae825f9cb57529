import { ErrorCode } from "@fsm/contracts";
import { AppError, fieldError, notFound } from "../../lib/app-error.js";

export const unknownScreen = (name: string | number) => notFound(`Screen "${name}" does not exist.`);
export const unknownRevision = (screenId: number, revision: number) =>
  notFound(`Screen ${screenId} has no revision ${revision}.`);
export const baselineNotDeletable = (name: string) =>
  fieldError("screenId", `"${name}" is a baseline screen and cannot be deleted; edit or disable it instead`);
export const notASubScreen = (subId: number, primaryId: number) =>
  fieldError("subScreenId", `screen ${subId} is not a sub-screen of screen ${primaryId}`);
export const nameTaken = (name: string) =>
  fieldError("screenHeader.screenName", `a screen named "${name}" already exists`);
export const deletedRevision = (revision: number) =>
  fieldError("revision", `revision ${revision} is a deletion and holds no document`);
/** A screen a workflow or another screen names cannot go: they would break (deletescreenmetadata). */
export const screenInUse = (name: string, users: string[]) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `Screen "${name}" is used by ${users.join(", ")}; remove it there first.`,
    { details: [{ path: "screenId", message: `used by ${users.join(", ")}` }] },
  );
export const nameJustTaken = () =>
  new AppError(
    409,
    ErrorCode.Conflict,
    "Another designer has just created a screen with this name. Reload and try again.",
  );

import { ErrorCode } from "@fsm/contracts";
import { AppError, fieldError, notFound } from "../../lib/app-error.js";

export const unknownKind = (kind: string) => notFound(`There is no document kind "${kind}".`);
export const unknownDocument = (kind: string, name: string | number) =>
  notFound(`The ${kind} "${name}" does not exist.`);
export const unknownDocumentRevision = (kind: string, name: string | number, revision: number) =>
  notFound(`The ${kind} "${name}" has no revision ${revision}.`);
export const deletedRevisionHolds = (revision: number) =>
  fieldError("revision", `revision ${revision} is a deletion and holds no document`);
export const documentJustTaken = (kind: string) =>
  new AppError(
    409,
    ErrorCode.Conflict,
    `Another designer has just created a ${kind} with this name. Reload and try again.`,
  );
export const documentInvalid = (path: string, message: string) => fieldError(path || "document", message);
export const notImportable = (kind: string) =>
  new AppError(409, ErrorCode.Conflict, `Documents of kind "${kind}" are written through their own calls.`);

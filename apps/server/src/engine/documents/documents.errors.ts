import { ErrorCode, message, type TDocumentProblem } from "@fsm/contracts";
import { describeIssue, type MetadataIssue } from "@fsm/metadata";
import {
  AppError,
  fieldDetail,
  fieldError,
  invalidFields,
  issueDetail,
  notFound,
} from "../../lib/app-error.js";
import { jsonDiff } from "./json-diff.js";

export const unknownKind = (kind: string) => notFound("error_unknown_document_kind", { kind });
export const unknownDocument = (kind: string, name: string | number) =>
  notFound("error_unknown_document", { kind, name: String(name) });
export const unknownDocumentRevision = (kind: string, name: string | number, revision: number) =>
  notFound("error_unknown_document_revision", { kind, name: String(name), revision: String(revision) });
export const deletedRevisionHolds = (revision: number) =>
  fieldError("revision", "error_deleted_revision", { revision: String(revision) });
export const documentJustTaken = (kind: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_document_just_taken", { kind }));
/** A metadata check's problems with a document, in the check's own words (keyed where it has a key). */
export const invalidDocument = (issues: MetadataIssue[]) => {
  const details = issues.map((i) => issueDetail(i.path, i));
  return new AppError(400, ErrorCode.Validation, { text: describeIssue(details[0]!) }, { details });
};
/**
 * The same refusal of a document with its details at the caller's request paths (a call that
 * builds the document from its own fields: screenElements[2] for sections[0].items[2]); each
 * detail keeps its catalogue key. Any other error passes unchanged.
 */
export function atRequestPaths(error: unknown, toPath: (path: string) => string): unknown {
  const details = error instanceof AppError ? error.options.details : undefined;
  if (!details) return error;
  const renamed = details.map((d) => ({ ...d, path: toPath(d.path) }));
  return new AppError(400, ErrorCode.Validation, { text: describeIssue(renamed[0]!) }, { details: renamed });
}
export const notImportable = (kind: string) =>
  new AppError(409, ErrorCode.Conflict, message("error_document_not_importable", { kind }));
/**
 * A write based on a revision the document is no longer at (another designer saved meanwhile, or
 * it was created or deleted since): refused, never overwritten, with the document as it now is
 * (null: there is none) and what the refused write would change in it.
 */
export function staleDocument(
  kind: string,
  name: string,
  revision: number,
  current: unknown,
  refused: unknown,
) {
  return new AppError(
    409,
    ErrorCode.Conflict,
    message("error_document_stale", { kind, name, revision: String(revision) }),
    { conflict: { revision, document: current, changes: jsonDiff(current, refused) } },
  );
}
export const noDraft = (kind: string, name: string) => notFound("error_no_document_draft", { kind, name });
export const draftNameDiffers = (kind: string, name: string, found: string) =>
  invalidFields([fieldDetail("", message("error_draft_name_differs", { kind, name, found }))]);
/** Publish refused: the draft's errors (JSON pointers, keys and values) as the details. */
export const checkFailed = (kind: string, name: string, errors: TDocumentProblem[]) =>
  new AppError(
    400,
    ErrorCode.Validation,
    message("error_document_check_failed", { kind, name, count: String(errors.length) }),
    {
      details: errors.map(({ path, message: text, messageKey, values }) => ({
        path,
        message: text,
        messageKey,
        values,
      })),
    },
  );

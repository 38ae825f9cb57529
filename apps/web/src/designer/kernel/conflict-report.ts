import { ZDocumentConflict, type TDocumentConflict, type TDocumentProblem } from "@fsm/contracts";
import { ApiError, hasStatus } from "../../lib/api-error";
import { changesBetween, mergeOnto, operationsBetween, overlaps } from "./change-paths";
import type { ConflictReport } from "./editor-types";

/** The conflict a 409 answer carries (someone published since my base), else null. */
export function conflictOf(error: unknown): TDocumentConflict | null {
  if (!hasStatus(error, 409)) return null;
  const body = (error as ApiError).body as { conflict?: unknown } | undefined;
  const parsed = ZDocumentConflict.safeParse(body?.conflict);
  return parsed.success ? parsed.data : null;
}

/**
 * Both sides of a conflict, by JSON pointer. Knowing my base, their changes are base → theirs and
 * mine base → mine, and Merge is offered when no path overlaps and my patches apply onto theirs.
 * Without it (a draft older than the published document this browser loaded) only the server's
 * list of differences is shown and Merge is not offered.
 */
export function conflictReport(
  conflict: TDocumentConflict,
  baseDocument: object | null,
  mine: object,
): ConflictReport {
  if (!baseDocument) {
    return { theirs: null, mine: conflict.changes, merged: null };
  }
  const theirChanges = changesBetween(baseDocument, conflict.document);
  const myChanges = changesBetween(baseDocument, mine);
  const merged = overlaps(myChanges, theirChanges)
    ? null
    : mergeOnto(conflict.document as Record<string, unknown>, operationsBetween(baseDocument, mine));
  return { theirs: theirChanges, mine: myChanges, merged };
}

/** A refused publish's field errors (400 VALIDATION_FAILED) as problems of the panel. */
export function problemsOf(error: unknown): TDocumentProblem[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return null;
  return error.details.map((detail) => ({
    path: detail.path,
    severity: "error",
    messageKey: detail.messageKey ?? "",
    values: detail.values ?? {},
    message: detail.message,
  }));
}

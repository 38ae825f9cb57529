import type { DocumentRow, RevisionRow } from "./documents.table.js";
import type { DraftRow } from "./drafts.table.js";

/** A document in its kind's list; draftSavedAt: when the caller last saved a draft of it. */
export const presentSummary = (row: DocumentRow, draftSavedAt?: Date) => ({
  id: row.id,
  name: row.name,
  revision: row.revision,
  disabled: row.disabled,
  isBaseline: row.isBaseline,
  updatedAt: row.updatedAt.toISOString(),
  draftSavedAt: draftSavedAt?.toISOString() ?? null,
});

/** The stored document as it is (the current format: it was migrated and checked when written). */
export const presentExport = (row: DocumentRow) => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  revision: row.revision,
  formatVersion: row.formatVersion,
  document: row.document as Record<string, unknown>,
});

/** What every kind's history shows of a revision; the kinds' own calls add their key. */
export const presentRevision = (row: RevisionRow & { authorName?: string | null }) => ({
  revision: row.revision,
  authorPersonId: row.authorPersonId,
  authorName: row.authorName ?? null,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  deleted: row.document === null,
});

/** A draft as its designer reads it back. */
export const presentDraft = (row: DraftRow) => ({
  kind: row.kind,
  name: row.name,
  baseRevision: row.baseRevision,
  document: row.document as Record<string, unknown>,
  savedAt: row.savedAt.toISOString(),
});

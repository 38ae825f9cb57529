import type { DocumentRow, RevisionRow } from "./documents.table.js";

export const presentSummary = (row: DocumentRow) => ({
  id: row.id,
  name: row.name,
  revision: row.revision,
  disabled: row.disabled,
  isBaseline: row.isBaseline,
  updatedAt: row.updatedAt.toISOString(),
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
export const presentRevision = (row: RevisionRow) => ({
  revision: row.revision,
  authorPersonId: row.authorPersonId,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  deleted: row.document === null,
});

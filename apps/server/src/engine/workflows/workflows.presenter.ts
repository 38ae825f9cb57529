import type { workflowRevisions } from "./workflow-revisions.table.js";

type RevisionRow = typeof workflowRevisions.$inferSelect;

export const presentWorkflowRevision = (row: RevisionRow) => ({
  workflow: row.workflowName,
  revision: row.revision,
  authorPersonId: row.authorPersonId,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
  deleted: row.document === null,
});

export const presentSaved = (row: { name: string; revision: number }) => ({
  name: row.name,
  revision: row.revision,
});

import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import * as history from "../documents/document-store.js";
import { presentRevision } from "../documents/documents.presenter.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { presentSaved } from "./workflows.presenter.js";
import { storeWorkflow } from "./workflows.store.js";

/** A workflow's history (newest first) and its stored spelling; a deleted workflow keeps its history. */
async function historyOf(db: Db, name: string) {
  const id = await history.historyId(db, WORKFLOW_KIND, name);
  const rows = await history.revisionsOf(db, WORKFLOW_KIND, id, name);
  return { id, workflow: rows[0]!.name, rows };
}

export async function workflowRevisionsOf(db: Db, name: string) {
  const { rows } = await historyOf(db, name);
  return rows.map((row) => ({ workflow: row.name, ...presentRevision(row) }));
}

/** Changed paths between two revisions; a deletion compares as null. */
export async function diffWorkflowRevisions(db: Db, name: string, from: number, to: number) {
  const { id, workflow } = await historyOf(db, name);
  return {
    workflow,
    from,
    to,
    changes: await history.diffRevisions(db, WORKFLOW_KIND, id, from, to, workflow),
  };
}

/**
 * Restores an old document as a new revision (also brings back a deleted custom workflow). It is
 * validated again: a screen or message it names may have gone since.
 */
export async function revertWorkflow(
  db: Db,
  actor: Actor,
  name: string,
  revision: number,
  { comment, baseRevision }: { comment?: string; baseRevision?: number } = {},
) {
  const { id, workflow } = await historyOf(db, name);
  const doc = await history.restorableDocument(db, WORKFLOW_KIND, id, revision, workflow);
  return presentSaved(
    await storeWorkflow(db, actor, doc, {
      comment: comment ?? `reverted to revision ${revision}`,
      baseRevision,
    }),
  );
}

import type { Db } from "../../db/client.js";
import { jsonDiff } from "../screens/json-diff.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { deletedWorkflowRevision, unknownWorkflow, unknownWorkflowRevision } from "./workflows.errors.js";
import { presentSaved, presentWorkflowRevision } from "./workflows.presenter.js";
import { findWorkflowByName, findWorkflowRevision, listWorkflowRevisions } from "./workflows.repository.js";
import { storeWorkflow } from "./workflows.store.js";
import { validateWorkflow } from "./workflows.validate.js";

/** The stored spelling of a name (revisions are keyed by it); a deleted workflow keeps its history. */
async function canonicalName(db: Db, name: string): Promise<string> {
  const row = await findWorkflowByName(db, name);
  if (row) return row.name;
  if ((await listWorkflowRevisions(db, name)).length) return name;
  throw unknownWorkflow(name);
}

export async function workflowRevisionsOf(db: Db, name: string) {
  const rows = await listWorkflowRevisions(db, await canonicalName(db, name));
  return rows.map(presentWorkflowRevision);
}

async function revisionOrThrow(db: Db, name: string, revision: number) {
  const row = await findWorkflowRevision(db, name, revision);
  if (!row) throw unknownWorkflowRevision(name, revision);
  return row;
}

/** Changed paths between two revisions; a deletion compares as null. */
export async function diffWorkflowRevisions(db: Db, name: string, from: number, to: number) {
  const workflow = await canonicalName(db, name);
  const before = await revisionOrThrow(db, workflow, from);
  const after = await revisionOrThrow(db, workflow, to);
  return { workflow, from, to, changes: jsonDiff(before.document, after.document) };
}

/**
 * Restores an old document as a new revision (also brings back a deleted custom workflow). It is
 * validated again: a screen or message it names may have gone since.
 */
export async function revertWorkflow(db: Db, actor: Actor, name: string, revision: number, comment?: string) {
  const workflow = await canonicalName(db, name);
  const old = await revisionOrThrow(db, workflow, revision);
  if (old.document === null) throw deletedWorkflowRevision(revision);
  const doc = await validateWorkflow(db, old.document);
  return presentSaved(
    await storeWorkflow(db, actor, doc, { comment: comment ?? `reverted to revision ${revision}` }),
  );
}

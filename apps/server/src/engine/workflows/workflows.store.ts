import type { TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import {
  addWorkflowRevision,
  findWorkflowByName,
  findWorkflowByStartScreen,
  insertWorkflow,
  lockWorkflow,
  updateWorkflow,
} from "./workflows.repository.js";
import { startScreenTaken } from "./workflows.errors.js";
import type { WorkflowRow } from "./workflows.table.js";

/** The row's menu columns repeat the document's header (see workflows.table.ts). */
const rowValues = (doc: TWorkflowDocument, title: string) => ({
  name: doc.header.name,
  title,
  titleKey: doc.header.titleKey,
  startScreenName: doc.header.startScreen,
  isBaseline: doc.header.isBaseline,
  disabled: doc.header.disabled,
  document: doc,
});

/**
 * Writes a validated document as the workflow's next revision (new workflow or new version of
 * the same-named one). `title` is the English fallback kept for the menu row.
 */
export async function storeWorkflow(
  db: Db,
  actor: Actor | null,
  doc: TWorkflowDocument,
  options: { comment?: string; title?: string } = {},
): Promise<WorkflowRow> {
  const existing = await findWorkflowByName(db, doc.header.name);
  if (existing) await lockWorkflow(db, existing.id);
  const sharing = await findWorkflowByStartScreen(db, doc.header.startScreen);
  if (sharing && sharing.id !== existing?.id) throw startScreenTaken(doc.header.startScreen, sharing.name);
  const revision = await addWorkflowRevision(db, {
    workflowName: doc.header.name,
    document: doc,
    authorPersonId: actor?.personId ?? null,
    comment: options.comment,
  });
  const values = { ...rowValues(doc, options.title ?? existing?.title ?? doc.header.name), revision };
  return existing ? updateWorkflow(db, existing.id, values) : insertWorkflow(db, values);
}

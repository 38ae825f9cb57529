import type { TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { storeDocument } from "../documents/document-store.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { startScreenTaken } from "./workflows.errors.js";
import {
  asWorkflow,
  findWorkflowByName,
  findWorkflowByStartScreen,
  type WorkflowRow,
} from "./workflows.repository.js";

/**
 * Writes a validated document as the workflow's next revision (new workflow or new version of
 * the same-named one). `title` is the English fallback kept for the menu.
 */
export async function storeWorkflow(
  db: Db,
  actor: Actor | null,
  doc: TWorkflowDocument,
  options: { comment?: string; title?: string } = {},
): Promise<WorkflowRow> {
  const existing = await findWorkflowByName(db, doc.header.name);
  const sharing = await findWorkflowByStartScreen(db, doc.header.startScreen);
  if (sharing && sharing.id !== existing?.id) throw startScreenTaken(doc.header.startScreen, sharing.name);
  const title = options.title ?? existing?.title ?? doc.header.name;
  const { row } = await storeDocument(db, WORKFLOW_KIND, actor, doc, { comment: options.comment, title });
  return asWorkflow(row);
}

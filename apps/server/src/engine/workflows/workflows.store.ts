import type { TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { storeDocument, type StoreOptions } from "../documents/document-store.js";
import { WORKFLOW_KIND } from "./workflow.kind.js";
import { asWorkflow, type WorkflowRow } from "./workflows.repository.js";

/**
 * Writes a validated document as the workflow's next revision (new workflow or new version of
 * the same-named one). `title` is the English fallback kept for the menu; without one a workflow
 * keeps its title, and a new one is titled by its name (asWorkflow).
 */
export async function storeWorkflow(
  db: Db,
  actor: Actor | null,
  doc: TWorkflowDocument,
  options: Pick<StoreOptions, "comment" | "title" | "baseRevision" | "origin"> = {},
): Promise<WorkflowRow> {
  const { row } = await storeDocument(db, WORKFLOW_KIND, actor, doc, options);
  return asWorkflow(row);
}

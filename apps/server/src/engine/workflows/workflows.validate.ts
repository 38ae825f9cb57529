import { checkWorkflowReferences, parseWorkflowDocument, type TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { invalidDocument } from "../documents/documents.errors.js";
import { buildWorkflowCatalog } from "./workflow-catalog.js";
import { startScreenTaken } from "./workflows.errors.js";
import { findWorkflowByStartScreen } from "./workflows.repository.js";

/** Document paths as a save request names them: header.x → workflowHeader.x, elements → workflowElements. */
export const requestPath = (path: string) =>
  path.startsWith("header")
    ? path.replace(/^header/, "workflowHeader")
    : path.startsWith("elements")
      ? path.replace(/^elements/, "workflowElements")
      : path;

/**
 * A workflow is stored only if it parses (structure: ids, jumps, no loops) and everything it
 * names exists: screens of the right type, the title message, decision columns, sub-workflows;
 * and its start screen starts no other workflow. Every save and revert passes here (the store's
 * generic calls too, as the kind's validate); only disableworkflow, which changes no start screen,
 * stores without it. Errors name the field; `toPath` rewrites document paths into the caller's
 * request paths.
 */
export async function validateWorkflow(
  db: Db,
  raw: unknown,
  toPath: (path: string) => string = (p) => p,
): Promise<TWorkflowDocument> {
  const fail = (issues: { path: string; message: string }[]) =>
    invalidDocument(issues.map((i) => ({ ...i, path: toPath(i.path) })));
  const parsed = parseWorkflowDocument(raw);
  if (!parsed.ok) throw fail(parsed.issues);
  const doc = parsed.value;
  const issues = checkWorkflowReferences(doc, await buildWorkflowCatalog(db, doc));
  if (issues.length) throw fail(issues);
  const { name, startScreen } = doc.header;
  // Names are unique regardless of case: another name is another workflow.
  const sharing = await findWorkflowByStartScreen(db, startScreen);
  if (sharing && sharing.name.toLowerCase() !== name.toLowerCase())
    throw startScreenTaken(startScreen, sharing.name);
  return doc;
}

import { checkWorkflowReferences, parseWorkflowDocument, type TWorkflowDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { invalidDocument } from "../screens/screens.validate.js";
import { buildWorkflowCatalog } from "./workflow-catalog.js";

/** Document paths as a save request names them: header.x → workflowHeader.x, elements → workflowElements. */
export const requestPath = (path: string) =>
  path.startsWith("header")
    ? path.replace(/^header/, "workflowHeader")
    : path.startsWith("elements")
      ? path.replace(/^elements/, "workflowElements")
      : path;

/**
 * A workflow is stored only if it parses (structure: ids, jumps, no loops) and everything it
 * names exists: screens of the right type, the title message, decision columns, sub-workflows.
 * Errors name the field; `toPath` rewrites document paths into the caller's request paths.
 */
export async function validateWorkflow(
  db: Db,
  raw: unknown,
  toPath: (path: string) => string = (p) => p,
): Promise<TWorkflowDocument> {
  const fail = (issues: { path: string; message: string }[]) =>
    invalidDocument(issues.map((i) => ({ path: toPath(i.path), message: i.message })));
  const parsed = parseWorkflowDocument(raw);
  if (!parsed.ok) throw fail(parsed.issues);
  const issues = checkWorkflowReferences(parsed.value, await buildWorkflowCatalog(db, parsed.value));
  if (issues.length) throw fail(issues);
  return parsed.value;
}

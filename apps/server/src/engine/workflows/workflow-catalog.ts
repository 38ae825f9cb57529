import { parseWorkflowDocument, type TWorkflowDocument, type WorkflowCatalog } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { workflowTables } from "../dictionary/table-behaviour.js";
import { buildCatalog } from "../screens/screen-catalog.js";
import { listWorkflows } from "./workflows.repository.js";

/** Every stored workflow, parsed, by upper-cased name. */
export async function storedWorkflows(db: Db): Promise<Map<string, TWorkflowDocument>> {
  const out = new Map<string, TWorkflowDocument>();
  for (const row of await listWorkflows(db)) {
    const parsed = parseWorkflowDocument(row.document);
    if (parsed.ok) out.set(row.name.toUpperCase(), parsed.value);
  }
  return out;
}

/** The screen catalog (with screen types) plus the stored workflows (sub-workflow checks). */
export async function buildWorkflowCatalog(db: Db, saving?: TWorkflowDocument): Promise<WorkflowCatalog> {
  const base = await buildCatalog(db);
  const docs = await storedWorkflows(db);
  if (saving) docs.set(saving.header.name.toUpperCase(), saving);
  return {
    ...base,
    workflow: (name) => docs.get(name.toUpperCase()),
    workflowTable: (table) => {
      const successPage = workflowTables().get(table);
      return successPage ? { successPage } : undefined;
    },
  };
}

import { migrateDocument, type Migration } from "../migrate.js";
import { WORKFLOW_FORMAT_VERSION } from "./workflow-document.js";

/**
 * migrations[n] turns version n+1 into version n+2. Version 1 is the first format, so the list is
 * empty; the hook is here so a format change migrates stored documents on read (like screens)
 * and they are rewritten at their next save.
 */
const migrations: Migration[] = [];

export function migrateWorkflowDocument(raw: unknown): unknown {
  return migrateDocument(raw, WORKFLOW_FORMAT_VERSION, migrations);
}

import { fromZodError, type ParseResult } from "../issues.js";
import { migrateWorkflowDocument } from "./migrations.js";
import { ZWorkflowDocument, type TWorkflowDocument } from "./workflow-document.js";

/** Migrates an old workflow document to the current format, then validates it (server and web). */
export function parseWorkflowDocument(raw: unknown): ParseResult<TWorkflowDocument> {
  const result = ZWorkflowDocument.safeParse(migrateWorkflowDocument(raw));
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: fromZodError(result.error) };
}

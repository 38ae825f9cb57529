import type { TDocumentProblem } from "@fsm/contracts";
import { checkScreenReferences, parseScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { issueProblem } from "../documents/document-check.js";
import { accessibilityWarnings } from "./screen-accessibility.js";
import { buildCatalog } from "./screen-catalog.js";

/**
 * Every problem of a screen document, writing nothing: all format errors; once it parses, every
 * reference error (the same checks as validateDocument) and the accessibility warnings.
 */
export async function checkScreen(db: Db, raw: unknown): Promise<TDocumentProblem[]> {
  const parsed = parseScreenDocument(raw);
  if (!parsed.ok) return parsed.issues.map(issueProblem);
  const doc = parsed.value;
  const catalog = await buildCatalog(db, { name: doc.name, table: "table" in doc ? doc.table : undefined });
  const errors = checkScreenReferences(doc, catalog).map(issueProblem);
  return [...errors, ...accessibilityWarnings(doc, await loadMessages(db))];
}

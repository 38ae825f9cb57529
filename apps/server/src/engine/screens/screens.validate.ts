import { checkScreenReferences, parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { invalidDocument } from "../documents/documents.errors.js";
import { buildCatalog } from "./screen-catalog.js";

/**
 * A document is stored only if it parses (after migration to the current format) and every
 * screen, table, column, code table and message key it names exists.
 */
export async function validateDocument(db: Db, raw: unknown): Promise<TScreenDocument> {
  const parsed = parseScreenDocument(raw);
  if (!parsed.ok) throw invalidDocument(parsed.issues);
  const doc = parsed.value;
  const catalog = await buildCatalog(db, { name: doc.name, table: "table" in doc ? doc.table : undefined });
  const issues = checkScreenReferences(doc, catalog);
  if (issues.length) throw invalidDocument(issues);
  return doc;
}

/** editmetadatajson carries the document as JSON text. */
export function parseJsonText(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidDocument([{ path: field, message: `is not valid JSON (${(error as Error).message})` }]);
  }
}

import { ErrorCode } from "@fsm/contracts";
import {
  checkScreenReferences,
  describeIssue,
  parseScreenDocument,
  type MetadataIssue,
  type TScreenDocument,
} from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { AppError, issueDetail } from "../../lib/app-error.js";
import { buildCatalog } from "./screen-catalog.js";

export const invalidDocument = (issues: MetadataIssue[], prefix = "") => {
  // A document's problems are the metadata checks' own words (keyed where the check has a key).
  const details = issues.map((i) => issueDetail(prefix + i.path, i));
  return new AppError(400, ErrorCode.Validation, { text: describeIssue(details[0]!) }, { details });
};

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

import { fromZodError, type ParseResult } from "../issues.js";
import { migrateScreenDocument } from "./migrations.js";
import { ZScreenDocument, type TScreenDocument } from "./screen-document.js";

/** Migrates an old document to the current format, then validates it. Used by server and web. */
export function parseScreenDocument(raw: unknown): ParseResult<TScreenDocument> {
  const result = ZScreenDocument.safeParse(migrateScreenDocument(raw));
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: fromZodError(result.error) };
}

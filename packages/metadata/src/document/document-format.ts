import { safeParse, type $ZodType } from "zod/v4/core";
import { fromZodError, type ParseResult } from "../issues.js";
import { migrateDocument, type Migration } from "../migrate.js";

/**
 * A metadata document kind's format, declared once (ARCHITECTURE §4 "Documents"): its name, the
 * zod schema of its current version, the migrations that bring older stored documents up to it,
 * and how a document names itself. Parsing, JSON Schema export (format-json-schema.ts) and the
 * server's versioned store all come from this declaration, so a new kind (menu, theme, dashboard…) declares only these.
 */
export type DocumentFormat<T> = {
  /** The kind's name in the store and in the generic routes (`/api/Metadata/documents/{kind}`). */
  kind: string;
  version: number;
  /** zod classic or zod/mini (a format the signed-in shell parses is mini, to keep it light). */
  schema: $ZodType<T>;
  /** migrations[n] turns version n+1 into version n+2; no formatVersion means version 1. */
  migrations: readonly Migration[];
  /** The document's own name (unique per kind, any letter case). */
  nameOf: (doc: T) => string;
};

export type ParsedFormat<T> = DocumentFormat<T> & {
  /** Migrates an old document to the current version, then validates it. Used by server and web. */
  parse: (raw: unknown) => ParseResult<T>;
};

export function defineDocumentFormat<T>(format: DocumentFormat<T>): ParsedFormat<T> {
  return {
    ...format,
    parse(raw) {
      const result = safeParse(format.schema, migrateDocument(raw, format.version, format.migrations));
      return result.success
        ? { ok: true, value: result.data }
        : { ok: false, issues: fromZodError(result.error) };
    },
  };
}

import { formatJsonSchema } from "../document/format-json-schema.js";
import { defineDocumentFormat } from "../document/document-format.js";
import { SCREEN_MIGRATIONS } from "./migrations.js";
import { SCREEN_FORMAT_VERSION, ZScreenDocument, type TScreenDocument } from "./screen-document.js";

/** The screen document kind: its current schema and the migrations of older stored versions. */
export const SCREEN_FORMAT = defineDocumentFormat<TScreenDocument>({
  kind: "screen",
  version: SCREEN_FORMAT_VERSION,
  schema: ZScreenDocument,
  migrations: SCREEN_MIGRATIONS,
  nameOf: (doc) => doc.name,
});

/** Migrates an old document to the current format, then validates it. Used by server and web. */
export const parseScreenDocument = SCREEN_FORMAT.parse;
/** JSON Schema of the current format, for the designer's metadata editor. */
export const screenDocumentJsonSchema = () => formatJsonSchema(SCREEN_FORMAT);

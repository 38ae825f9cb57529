import { toJSONSchema } from "zod/v4/core";
import type { DocumentFormat } from "./document-format.js";

/**
 * JSON Schema of a format's current version, for the raw metadata editor and for export. Apart
 * from the format, so the pages that only parse documents (the shell's side menu) do not load
 * zod's JSON Schema generator.
 */
export const formatJsonSchema = <T>(format: DocumentFormat<T>): Record<string, unknown> =>
  toJSONSchema(format.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;

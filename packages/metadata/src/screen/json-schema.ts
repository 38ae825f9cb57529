import { z } from "zod";
import { ZScreenDocument } from "./screen-document.js";

/** JSON Schema of the current screen format, for the designer's metadata editor. */
export function screenDocumentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ZScreenDocument, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
}

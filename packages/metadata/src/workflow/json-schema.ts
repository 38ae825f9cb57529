import { z } from "zod";
import { ZWorkflowDocument } from "./workflow-document.js";

/** JSON Schema of the current workflow format, for the designer's editor (structure checks are not in it). */
export function workflowDocumentJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(ZWorkflowDocument, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
}

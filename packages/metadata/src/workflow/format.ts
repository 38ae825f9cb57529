import { formatJsonSchema } from "../document/format-json-schema.js";
import { defineDocumentFormat } from "../document/document-format.js";
import { WORKFLOW_MIGRATIONS } from "./migrations.js";
import { WORKFLOW_FORMAT_VERSION, ZWorkflowDocument, type TWorkflowDocument } from "./workflow-document.js";

/** The workflow document kind: its current schema and the migrations of older stored versions. */
export const WORKFLOW_FORMAT = defineDocumentFormat<TWorkflowDocument>({
  kind: "workflow",
  version: WORKFLOW_FORMAT_VERSION,
  schema: ZWorkflowDocument,
  migrations: WORKFLOW_MIGRATIONS,
  nameOf: (doc) => doc.header.name,
});

/** Migrates an old document to the current format, then validates it. Used by server and web. */
export const parseWorkflowDocument = WORKFLOW_FORMAT.parse;
/** JSON Schema of the current format, for the designer's metadata editor. */
export const workflowDocumentJsonSchema = () => formatJsonSchema(WORKFLOW_FORMAT);

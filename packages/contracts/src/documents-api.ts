import { z } from "zod";
import { revisionComment, revisionFields, rowId, screenName, text } from "./fields.js";

/**
 * The versioned document store's own calls (ARCHITECTURE §4 "Documents"), the same for every
 * metadata kind (screen, workflow, menu…): list, export, history, diff, revert and JSON Schema.
 * Designers only. The spec's screen and workflow calls stay as they are, over the same store.
 */
export const DocumentsPath = {
  /** GET: the kind's documents; POST: import (write) a whole document, for kinds written only through the store. */
  list: "/api/Metadata/documents/:kind",
  document: "/api/Metadata/documents/:kind/:name",
  revisions: "/api/Metadata/documents/:kind/:name/revisions",
  diff: "/api/Metadata/documents/:kind/:name/diff",
  revert: "/api/Metadata/documents/:kind/:name/revert",
  schema: "/api/Metadata/documentschema/:kind",
} as const;

const kind = text().trim().min(1).max(40).describe("A document kind: screen, workflow, menu…");

export const ZDocumentKindParams = z.object({ kind });
export const ZDocumentParams = z.object({ kind, name: screenName });

export const ZDocumentSummary = z.object({
  id: z.number().int(),
  name: text(),
  revision: z.number().int(),
  disabled: z.boolean(),
  isBaseline: z.boolean(),
  updatedAt: text(),
});
export const ZDocumentList = z.array(ZDocumentSummary);

/** A document as stored (its current revision), for export and the raw metadata editor. */
export const ZDocumentExport = z.object({
  kind: text(),
  id: z.number().int(),
  name: text(),
  revision: z.number().int(),
  formatVersion: z.number().int(),
  document: z.record(text(), z.unknown()),
});
export type TDocumentExport = z.infer<typeof ZDocumentExport>;

export const ZDocumentRevision = z.object({ name: text(), ...revisionFields });
export const ZDocumentRevisions = z.array(ZDocumentRevision);

export const ZDocumentDiffQuery = z.object({ from: rowId, to: rowId });
export const ZDocumentChange = z.object({
  path: text().describe("JSON pointer, e.g. /sections/0/items/3/label"),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export const ZDocumentDiff = z.object({
  name: text(),
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(ZDocumentChange),
});

export const ZDocumentImportRequest = z.object({
  document: z
    .record(text(), z.unknown())
    .describe("The whole document in its kind's format (see documentschema)"),
  comment: revisionComment,
});

export const ZDocumentRevertRequest = z.object({ revision: rowId, comment: revisionComment });

export const ZDocumentJsonSchema = z.record(text(), z.unknown());

import { z } from "zod";
import { ZErrorResponse } from "./errors.js";
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
  /** GET: the caller's draft of the document (null: none); PUT: autosave it; DELETE: discard it. */
  draft: "/api/Metadata/documents/:kind/:name/draft",
  /** POST: runs every check on the caller's draft and stores it as the next revision, in one transaction. */
  publish: "/api/Metadata/documents/:kind/:name/publish",
  /** POST: every check of the kind on a document, writing nothing. */
  check: "/api/Metadata/documentcheck/:kind",
  /** GET: a document as portal users read it (the kinds that declare who may; designers read all). */
  published: "/api/Metadata/publisheddocument/:kind/:name",
} as const;

/**
 * The revision a write was based on (0: a new document). A write whose base is no longer the
 * document's revision is refused with 409 and ZDocumentErrorResponse.conflict; without it a write
 * behaves as the spec's calls always have (last write wins).
 */
export const baseRevision = z.number().int().min(0).optional();

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
  /** When the caller last saved a draft of it (null: no draft of theirs). */
  draftSavedAt: text().nullable().optional(),
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
  baseRevision,
});

export const ZDocumentRevertRequest = z.object({ revision: rowId, comment: revisionComment, baseRevision });

/** A published document as its readers see it (revision 0 and null: none is stored). */
export const ZPublishedDocument = z.object({
  revision: z.number().int(),
  document: z.record(text(), z.unknown()).nullable(),
});

export const ZDocumentJsonSchema = z.record(text(), z.unknown());

/** A designer's unpublished edits of one document, kept on the server (never seen by portal users). */
export const ZDocumentDraft = z.object({
  kind: text(),
  name: text(),
  /** The published revision the edits started from (0: the document is new). */
  baseRevision: z.number().int().min(0),
  document: z.record(text(), z.unknown()),
  savedAt: text(),
});
export type TDocumentDraft = z.infer<typeof ZDocumentDraft>;
export const ZDocumentDraftAnswer = z.object({ draft: ZDocumentDraft.nullable() });
export const ZDocumentDraftSave = z.object({
  document: z.record(text(), z.unknown()).describe("The whole edited document in its kind's format"),
  baseRevision: z.number().int().min(0),
});

export const ZDocumentPublishRequest = z.object({ comment: revisionComment });

export const ZDocumentCheckRequest = z.object({
  document: z.record(text(), z.unknown()).describe("The whole document in its kind's format"),
});
/** One finding of a check: errors block publishing, warnings (accessibility rules among them) do not. */
export const ZDocumentProblem = z.object({
  path: text().describe('JSON pointer into the document, e.g. /sections/0/items/3/label ("" for the root)'),
  severity: z.enum(["error", "warning"]),
  messageKey: text(),
  values: z.record(text(), z.union([text(), z.number()])),
  message: text().describe("The English text of messageKey filled with values"),
});
export type TDocumentProblem = z.infer<typeof ZDocumentProblem>;
export const ZDocumentCheckResult = z.object({ problems: z.array(ZDocumentProblem) });

/**
 * What a stale write of a metadata document meets (409): the document as it now is and the
 * changes (JSON pointers, before = the current document, after = the refused one) between them.
 * Apart from ZErrorResponse, so the shell's bundle does not carry it.
 */
export const ZDocumentConflict = z.object({
  revision: z.number().int(),
  document: z.unknown(),
  changes: z.array(ZDocumentChange),
});
export type TDocumentConflict = z.infer<typeof ZDocumentConflict>;
/** The error answer of a call that may refuse a stale document write. */
export const ZDocumentErrorResponse = z.object({
  ...ZErrorResponse.shape,
  conflict: ZDocumentConflict.optional(),
});

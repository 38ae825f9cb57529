import { z } from "zod";
import { baseRevision, ZDocumentChange } from "./documents-api.js";
import { revisionComment, revisionFields, screenName, text, rowId, wholeNumber } from "./fields.js";

const id = rowId;
/** Ids of the spec's designer calls may arrive empty or as 0 when there is no sub-screen. */
const optionalId = z
  .union([z.literal(""), wholeNumber(0)])
  .optional()
  .transform((v) => (v === "" || v === undefined || v === 0 ? null : v));

export const ZFetchScreenQuery = z.object({ screenName });
/** A stored screen: its ids and relations plus the validated, current-format document. */
export const ZScreenResponse = z.object({
  screenId: z.number().int(),
  name: text(),
  type: text(),
  primaryScreenId: z.number().int().nullable(),
  subScreenIds: z.array(z.number().int()),
  formatVersion: z.number().int(),
  disabled: z.boolean(),
  isBaseline: z.boolean(),
  revision: z.number().int(),
  updatedAt: text(),
  document: z.record(text(), z.unknown()).describe("The screen document (packages/metadata format)"),
});
export type TScreenResponse = z.infer<typeof ZScreenResponse>;

export const ZPrimaryScreenName = z.object({
  screenId: z.number().int(),
  name: text(),
  type: text(),
  disabled: z.boolean().describe("Disabled by removecommunityelement; only designers are told of these"),
});
export const ZPrimaryScreenNamesResponse = z.array(ZPrimaryScreenName);

export const ZSubScreenIdsQuery = z.object({ primaryScreenID: id });
export const ZSubScreenIdsResponse = z.array(z.number().int());

export const ZScreenToEditQuery = z.object({ screenID: id, subScreenID: optionalId });

/** editmetadatajson: form-encoded; `metadata` is the document as JSON text. */
export const ZEditMetadataJsonBody = z.object({
  metadata: text().min(2).max(1_000_000),
  comment: revisionComment,
  /** The revision the edit started from (a form field: digits); see documents-api baseRevision. */
  baseRevision: wholeNumber(0).optional(),
});

export const ZDeleteScreenRequest = z.object({ screenId: id, subScreenId: optionalId });

export const ZCheckScreenNameQuery = z.object({ designId: optionalId, screenName, subscreenId: optionalId });

export const ZCreateScreenByElementsRequest = z.object({
  screenType: z.enum(["portal", "lookup", "confirmation", "summary", "workflowStep"]),
  screenHeader: z
    .object({
      screenName,
      title: text(),
      table: text().optional(),
      primaryScreenName: screenName.optional(),
      comment: revisionComment,
    })
    .catchall(z.unknown())
    .describe("name, title, table and any other top-level fields of the document type"),
  screenElements: z.array(z.record(text(), z.unknown())).describe("Items of the screen's main section"),
  baseRevision,
});
export type TCreateScreenByElementsRequest = z.infer<typeof ZCreateScreenByElementsRequest>;

export const ZScreenRevision = z.object({ screenId: z.number().int(), ...revisionFields });
export const ZScreenRevisionsQuery = z.object({ screenId: id });
export const ZScreenRevisionsResponse = z.array(ZScreenRevision);
export type TScreenRevision = z.infer<typeof ZScreenRevision>;

export const ZScreenDiffQuery = z.object({ screenId: id, from: id, to: id });
/** One changed path of a document between two revisions (the store's diff). */
export const ZScreenChange = ZDocumentChange;
export const ZScreenDiffResponse = z.object({
  screenId: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(ZScreenChange),
});
export type TScreenChange = z.infer<typeof ZScreenChange>;

export const ZRevertScreenRequest = z.object({
  screenId: id,
  revision: id,
  comment: revisionComment,
  baseRevision,
});

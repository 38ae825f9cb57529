import { z } from "zod";
import { isYesText, tableName as name, text, wholeNumber } from "./fields.js";

/** Paths of the metadata-engine calls (spec §7 "Data views and search", "Screen metadata"). */
export const MetadataPath = {
  getScreenItemsForTable: "/api/Metadata/getscreenitemsfortable",
  getChildTables: "/api/Metadata/getchildtables",
  getLinkedTable: "/api/Metadata/getlinkedtable",
  fetchCodes: "/api/Metadata/fetchcodes",
  fetchLookupTableValues: "/api/Metadata/fetchLookupTableValues",
  fetchScreenFilters: "/api/Metadata/fetchscreenfilters",
  fetchGenericTableLookup: "/api/Metadata/fetchgenerictablelookup",
  cardInfo: "/api/Metadata/cardinfo",
  fetchScreen: "/api/Metadata/fetchscreen",
  fetchPrimaryScreenNames: "/api/Metadata/fetchprimaryscreennames",
  getSubScreenIds: "/api/Metadata/getsubscreenids",
  getScreenMetadataToEdit: "/api/Metadata/getscreenmetadatatoedit",
  editMetadataJson: "/api/Metadata/editmetadatajson",
  deleteScreenMetadata: "/api/Metadata/deletescreenmetadata",
  checkScreenNameExists: "/api/Metadata/checkscreennameexists",
  createScreenByElements: "/api/Metadata/createscreenbyelements",
  screenRevisions: "/api/Metadata/screenrevisions",
  screenRevisionDiff: "/api/Metadata/screenrevisiondiff",
  revertScreenRevision: "/api/Metadata/revertscreenrevision",
  removeCommunityElement: "/api/Metadata/removecommunityelement",
  updateAppParam: "/api/Metadata/updateAppParam",
  invokeMpm: "/api/Metadata/invokempm",
} as const;

/** Query flags arrive as text ("true"/"false", any case, or 1/0); absent means false. */
export const ZQueryFlag = text()
  .optional()
  .transform((v) => v !== undefined && isYesText(v));

export const ZScreenItemsForTableQuery = z.object({
  tableName: name,
  allowDuplicateColumns: ZQueryFlag,
  codeValuesOnly: ZQueryFlag,
  referenceTable: name.optional(),
});
export const ZTableColumnItem = z.object({
  tableName: text(),
  column: text(),
  item_name: text().describe("table.column"),
  fieldType: text(),
  dataType: text(),
  label: text().describe("Message key"),
  required: z.boolean(),
  readOnly: z.boolean(),
  codeTable: text().nullable(),
  references: text().nullable().describe("Referenced table (its id)"),
});
export const ZScreenItemsForTableResponse = z.array(ZTableColumnItem);
export type TTableColumnItem = z.infer<typeof ZTableColumnItem>;

export const ZChildTablesQuery = z.object({ tableName: name, getForeignKeyTables: ZQueryFlag });
export const ZTableRelation = z.object({
  table: text(),
  label: text(),
  relation: z.enum(["child", "linked", "reference"]),
  /** Column of the child table that holds the parent's id. */
  foreignKey: text(),
});
export const ZChildTablesResponse = z.array(ZTableRelation);
export type TTableRelation = z.infer<typeof ZTableRelation>;

export const ZLinkedTableQuery = z.object({ primaryTable: name, childTable: name });
export const ZLinkedTableResponse = z.object({
  primaryTable: text(),
  childTable: text(),
  primaryColumn: text(),
  childColumn: text(),
});

export const ZFetchCodesQuery = z.object({
  lookupTable: name,
  codeName: text().trim().min(1).max(63).optional(),
  buildHierarchy: ZQueryFlag,
});
export const ZCodeValue = z.object({
  code: text(),
  label: text().describe("Message key"),
  parentCode: text().nullable(),
  sort: z.number(),
});
export type TCodeValue = z.infer<typeof ZCodeValue>;
export type TCodeNode = TCodeValue & { children: TCodeNode[] };
export const ZCodeNode: z.ZodType<TCodeNode> = z.lazy(() =>
  ZCodeValue.extend({ children: z.array(ZCodeNode) }),
);
// The tree first: the flat shape would also match a tree and strip its children when serialised.
export const ZFetchCodesResponse = z.union([z.array(ZCodeNode), z.array(ZCodeValue)]);

export const ZLookupTableValuesQuery = z.object({
  lookupTable: name,
  keyColumn: name.optional(),
  displayColumn: name.optional(),
  lookUpCode: text().max(200).optional(),
});
const cell = z.union([text(), z.number(), z.boolean(), z.null()]);
export const ZLookupTableValuesResponse = z.array(z.object({ key: cell, value: cell }));

export const ZGenericTableLookupQuery = z.object({
  tableName: name,
  searchValue: text().max(200).default(""),
  limit: wholeNumber(1, 200).default(50),
});
export const ZDataRow = z.record(text(), cell);
export const ZGenericTableLookupResponse = z.object({
  tableName: text(),
  keyColumn: text(),
  displayColumn: text(),
  rows: z.array(ZDataRow),
});
export type TGenericTableLookupResponse = z.infer<typeof ZGenericTableLookupResponse>;

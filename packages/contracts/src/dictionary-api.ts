import { z } from "zod";
import { isYesText, tableName as name } from "./fields.js";

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
export const ZQueryFlag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && isYesText(v));

export const ZScreenItemsForTableQuery = z.object({
  tableName: name,
  allowDuplicateColumns: ZQueryFlag,
  codeValuesOnly: ZQueryFlag,
  referenceTable: name.optional(),
});
export const ZTableColumnItem = z.object({
  tableName: z.string(),
  column: z.string(),
  item_name: z.string().describe("table.column"),
  fieldType: z.string(),
  dataType: z.string(),
  label: z.string().describe("Message key"),
  required: z.boolean(),
  readOnly: z.boolean(),
  codeTable: z.string().nullable(),
  references: z.string().nullable().describe("Referenced table (its id)"),
});
export const ZScreenItemsForTableResponse = z.array(ZTableColumnItem);
export type TTableColumnItem = z.infer<typeof ZTableColumnItem>;

export const ZChildTablesQuery = z.object({ tableName: name, getForeignKeyTables: ZQueryFlag });
export const ZTableRelation = z.object({
  table: z.string(),
  label: z.string(),
  relation: z.enum(["child", "linked", "reference"]),
  /** Column of the child table that holds the parent's id. */
  foreignKey: z.string(),
});
export const ZChildTablesResponse = z.array(ZTableRelation);
export type TTableRelation = z.infer<typeof ZTableRelation>;

export const ZLinkedTableQuery = z.object({ primaryTable: name, childTable: name });
export const ZLinkedTableResponse = z.object({
  primaryTable: z.string(),
  childTable: z.string(),
  primaryColumn: z.string(),
  childColumn: z.string(),
});

export const ZFetchCodesQuery = z.object({
  lookupTable: name,
  codeName: z.string().trim().min(1).max(63).optional(),
  buildHierarchy: ZQueryFlag,
});
export const ZCodeValue = z.object({
  code: z.string(),
  label: z.string().describe("Message key"),
  parentCode: z.string().nullable(),
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
  lookUpCode: z.string().max(200).optional(),
});
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const ZLookupTableValuesResponse = z.array(z.object({ key: cell, value: cell }));

export const ZGenericTableLookupQuery = z.object({
  tableName: name,
  searchValue: z.string().max(200).default(""),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZDataRow = z.record(z.string(), cell);
export const ZGenericTableLookupResponse = z.object({
  tableName: z.string(),
  keyColumn: z.string(),
  displayColumn: z.string(),
  rows: z.array(ZDataRow),
});
export type TGenericTableLookupResponse = z.infer<typeof ZGenericTableLookupResponse>;

import { z } from "zod";
import { screenName, text, wholeNumber } from "./fields.js";

/** A name the client quotes back from metadata; checked against the screen, never used as SQL. */
const name = text().max(200);
export const ZCellValue = z.union([text().max(1000), z.number(), z.boolean(), z.null()]);
export type TCellValue = z.infer<typeof ZCellValue>;
/** A value a request sends for a column or filter: one cell value, or a list of them (IN, multi-select). */
export const ZCellValueOrList = z.union([ZCellValue, z.array(ZCellValue).max(200)]);
/**
 * A row as the server answers it (search, open, save): column → value. Its text is the stored data,
 * of whatever length the table holds; the 1000-character cap of ZCellValue is for what clients send.
 */
export const ZSearchRow = z.record(text(), z.union([text(), z.number(), z.boolean(), z.null()]));

/**
 * One criterion (spec §3 criteria values list item): left_operand is a filter item_name the screen
 * declares (group.field), operator defaults to the one declared, right_operand is a value (a list for IN).
 */
export const ZConstraint = z.object({
  left_operand: name,
  operator: text().max(16).optional(),
  right_operand: ZCellValueOrList,
});
export type TConstraint = z.infer<typeof ZConstraint>;

export const ZOrderByItem = z.object({
  column: name,
  direction: text()
    .transform((d) => d.toLowerCase())
    .pipe(z.enum(["asc", "desc"]))
    .default("asc"),
});

/** Columns the client wants back: an array or comma-joined text; absent means the search's columns. */
const ZColumnList = z.union([text().max(2000), z.array(name).max(100)]).transform((v) =>
  typeof v === "string"
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : v,
);

const page = {
  /** 1-based page for shallow paging; deep pages use cursor (nextCursor of the previous page). */
  page: wholeNumber(1, 10_000).optional(),
  pageSize: wholeNumber(1, 200).optional(),
  cursor: text().max(2000).nullish(),
};

export const ZExecSearchRequest = z.object({
  screenName,
  searchQuery: ZColumnList.optional(),
  dataConstraints: z.array(ZConstraint).max(50).default([]),
  orderBy: z.array(ZOrderByItem).max(5).default([]),
  groupBy: ZColumnList.optional(),
  /** item_name → value: the filter form's values, same rules as dataConstraints with the declared operator. */
  searchMap: z.record(name, ZCellValueOrList).default({}),
  /** Global-search variant: text matched (ILIKE, contains) over the search's globalSearchColumns. */
  searchValue: text().max(200).optional(),
  /** Global-search variant: also answer the labels (message keys) of the code values on the page. */
  mappedCodeValues: z.boolean().default(false),
  ...page,
});
export type TExecSearchRequest = z.input<typeof ZExecSearchRequest>;

export const ZSearchResponse = z.object({
  rows: z.array(ZSearchRow),
  /**
   * Exact up to the cap; above it the planner's estimate. A contains-match (text search, LIKE) is
   * counted on a bounded sample, so its total may be an estimate below the cap too.
   */
  total: z.number().int(),
  totalIsEstimate: z.boolean(),
  /** Opaque keyset cursor of the next page, null on the last page. */
  nextCursor: text().nullable(),
  pageSize: z.number().int(),
  /** column → code → label message key, when mappedCodeValues was asked for. */
  codeLabels: z.record(text(), z.record(text(), text())).optional(),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

/** Quick search: rows startNumber..endNumber (1-based, inclusive) matching searchValue. */
export const ZQuickSearchQuery = z.object({
  screenName,
  searchValue: text().max(200).default(""),
  startNumber: wholeNumber(1, 10_000).default(1),
  endNumber: wholeNumber(1, 10_200).optional(),
});

export const ZNavigationSearchRequest = z.object({
  screenName,
  searchQuery: ZColumnList.optional(),
  /** Values handed over by a navigation link: a filter item_name or a column of the search, EQ. */
  navigationSearchCriterias: z.array(ZConstraint).max(20).default([]),
  orderBy: z.array(ZOrderByItem).max(5).default([]),
  ...page,
});

/** Primary-row model (spec §3): the table and its key attributes ({ table, keys } is accepted too). */
export const ZPrimaryRowModel = z.preprocess(
  (v) => {
    if (!v || typeof v !== "object") return v;
    const { table, keys, ...rest } = v as Record<string, unknown>;
    return { tableName: table, keyAttributes: keys, ...rest };
  },
  z.object({
    tableName: name,
    keyAttributes: z
      .array(z.object({ key_attr: name, value: z.union([text().max(100), z.number()]) }))
      .min(1)
      .max(5),
  }),
);
export type TPrimaryRowModel = z.infer<typeof ZPrimaryRowModel>;

export const ZGetDataForScreenRequest = z.object({
  screenName,
  /** The row to open; searchValue alone (the id) is accepted too. */
  searchQuery: ZPrimaryRowModel.optional(),
  searchValue: z.union([text().max(100), z.number()]).optional(),
});
export const ZGetDataForScreenResponse = z.object({
  tableName: text(),
  dataModel: ZSearchRow,
  /** Rows of the screen's child grids, by child table name. */
  childTables: z.record(text(), z.array(ZSearchRow)),
  /** Files linked to the row (download them from attachments/download?id=). */
  attachments: z.array(
    z.object({
      id: z.number().int(),
      fileName: text(),
      contentType: text(),
      size: z.number().int(),
      createdAt: text(),
    }),
  ),
  /**
   * The statuses the caller may give this record (its own first), by the table's declared
   * transitions for the caller's role; absent for a table without a status lifecycle. Optional:
   * older servers do not send it, and clients that ignore it keep working.
   */
  statusChoices: z.object({ column: text(), values: z.array(text()) }).optional(),
});
export type TGetDataForScreenResponse = z.infer<typeof ZGetDataForScreenResponse>;

export const ZInfoCardDataRequest = z.object({
  tableName: name,
  /** Columns shown on the card: comma-joined (spec) or an array. */
  placeHolders: ZColumnList.refine((columns) => columns.length > 0, "must name at least one column"),
  /** left_operand is `table.column` (or `column`) of tableName, EQ only. */
  dataConstraints: z.array(ZConstraint).max(10).default([]),
  searchQuery: text().max(200).optional(),
});
export const ZInfoCardDataResponse = z.object({ tableName: text(), rows: z.array(ZSearchRow) });

export const ZRefreshCountersQuery = z.object({ screenName, elementId: text().trim().min(1).max(64) });

import { z } from "zod";
import { FILTER_OPERATORS } from "../field-types/definition.js";
import { ZLookupRef } from "../field-types/lookup.js";
import { ZColumnName, ZMessageKey, ZTableName } from "../names.js";
import { FIELD_TYPES } from "./field-types.js";

/**
 * What a screen allows to be searched, filtered and sorted. The server builds SQL only from
 * these declarations; anything a client asks for that is not declared here is refused.
 */
export const ZSearchColumn = z.object({
  column: ZColumnName,
  label: ZMessageKey,
  type: z.enum(FIELD_TYPES).default("text"),
  sortable: z.boolean().default(false),
  codeTable: z.string().min(1).max(63).optional(),
});

/** item_name has two dot-separated parts, group and field (spec §3 criteria values). */
export const ZFilterItem = z.object({
  item_name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/, "must be group.field"),
  column: ZColumnName,
  label: ZMessageKey,
  type: z.enum(FIELD_TYPES).default("text"),
  /** One of the operators the field type declares (filter-operators.ts, checked on save). */
  operator: z.enum(FILTER_OPERATORS).default("EQ"),
  codeTable: z.string().min(1).max(63).optional(),
  /**
   * A lookup filter's lookup screen, key and display columns: the filter box shows the chosen
   * row's display text (also of a value that came in the list's address) and picks by that screen.
   */
  lookup: ZLookupRef.optional(),
});

export const ZOrderBy = z.object({ column: ZColumnName, direction: z.enum(["asc", "desc"]).default("asc") });

export const ZSearchDefinition = z
  .object({
    table: ZTableName,
    columns: z.array(ZSearchColumn).min(1),
    filters: z.array(ZFilterItem).default([]),
    defaultOrder: z.array(ZOrderBy).min(1),
    pageSize: z.number().int().min(1).max(200).default(25),
    globalSearchColumns: z.array(ZColumnName).default([]),
  })
  .superRefine((search, ctx) => {
    const shown = new Set(search.columns.map((c) => c.column));
    search.defaultOrder.forEach((order, i) => {
      if (!shown.has(order.column))
        ctx.addIssue({
          code: "custom",
          path: ["defaultOrder", i, "column"],
          message: `orders by "${order.column}", which is not a column of this search`,
        });
    });
  });
export type TSearchDefinition = z.infer<typeof ZSearchDefinition>;

import { z } from "zod";
import { ZColumnName, ZItemId, ZMessageKey, ZScreenName, ZTableName } from "../names.js";
import { FIELD_TYPES } from "./field-types.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Shows an item only while another field of the same screen has (or lacks) a value. */
export const ZVisibilityRule = z.object({
  field: ZItemId,
  op: z.enum(["eq", "ne", "in", "empty", "notEmpty"]),
  value: z.union([scalar, z.array(scalar)]).optional(),
});

/**
 * A lookup narrowed by other fields of the same screen: each entry feeds the current value of the
 * field showing `column` into the lookup screen's declared filter item `filter` (item_name, e.g.
 * the asset picker limited to the chosen site: { column: "site_id", filter: "asset.site" }).
 */
export const ZLookupDependency = z.object({
  column: ZColumnName,
  filter: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/, "must be group.field"),
});

export const ZLookupRef = z.object({
  screen: ZScreenName,
  keyColumn: ZColumnName,
  displayColumn: ZColumnName,
  dependsOn: z.array(ZLookupDependency).max(5).optional(),
});

export const ZFieldItem = z
  .object({
    kind: z.literal("field"),
    id: ZItemId,
    type: z.enum(FIELD_TYPES),
    column: ZColumnName,
    label: ZMessageKey,
    required: z.boolean().default(false),
    readOnly: z.boolean().default(false),
    default: scalar.optional(),
    codeTable: z.string().min(1).max(63).optional(),
    lookup: ZLookupRef.optional(),
    visibleWhen: ZVisibilityRule.optional(),
    width: z.number().int().min(1).max(12).default(6),
  })
  .superRefine((item, ctx) => {
    if (item.type === "codeSelect" && !item.codeTable)
      ctx.addIssue({ code: "custom", path: ["codeTable"], message: "a codeSelect field needs a codeTable" });
    if (item.type === "lookup" && !item.lookup)
      ctx.addIssue({ code: "custom", path: ["lookup"], message: "a lookup field needs a lookup screen" });
  });

export const ZChildGridItem = z.object({
  kind: z.literal("childGrid"),
  id: ZItemId,
  label: ZMessageKey,
  table: ZTableName,
  columns: z
    .array(
      z.object({
        column: ZColumnName,
        label: ZMessageKey,
        type: z.enum(FIELD_TYPES).default("text"),
        // Editable grids need what a field has to offer choices; optional so older documents stay valid.
        required: z.boolean().optional(),
        codeTable: z.string().min(1).max(63).optional(),
        lookup: ZLookupRef.optional(),
      }),
    )
    .min(1),
  editable: z.boolean().default(false),
});

export const ZCardItem = z.object({
  kind: z.literal("card"),
  id: ZItemId,
  label: ZMessageKey,
  table: ZTableName,
  placeholders: z.array(ZColumnName).min(1),
  /**
   * The column of the screen's record holding the id of the card's row (`contact_person_id` for a
   * persons card). Without it, the column named after the table: `site_id` for `sites`.
   */
  linkColumn: ZColumnName.optional(),
});

export const ZCounterItem = z.object({
  kind: z.literal("counter"),
  id: ZItemId,
  label: ZMessageKey,
  screen: ZScreenName,
  filter: z.record(z.string(), scalar).optional(),
});

export const ZAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("save") }),
  z.object({ type: z.literal("cancel") }),
  z.object({ type: z.literal("next") }),
  z.object({ type: z.literal("back") }),
  z.object({ type: z.literal("submit") }),
  z.object({ type: z.literal("navigate"), screen: ZScreenName }),
  z.object({ type: z.literal("invoke"), method: z.string().min(1).max(64) }),
]);

export const ZButtonItem = z.object({
  kind: z.literal("button"),
  id: ZItemId,
  label: ZMessageKey,
  variant: z.enum(["primary", "secondary", "danger", "link"]).default("primary"),
  action: ZAction,
});

/** A link into another screen, opened in the navLink outlet with values taken from this row. */
export const ZNavLinkItem = z.object({
  kind: z.literal("navLink"),
  id: ZItemId,
  label: ZMessageKey,
  screen: ZScreenName,
  params: z.record(z.string(), ZColumnName).default({}),
});

export const ZScreenItem = z.discriminatedUnion("kind", [
  ZFieldItem,
  ZChildGridItem,
  ZCardItem,
  ZCounterItem,
  ZButtonItem,
  ZNavLinkItem,
]);
export type TScreenItem = z.infer<typeof ZScreenItem>;
export type TFieldItem = z.infer<typeof ZFieldItem>;
export type TLookupRef = z.infer<typeof ZLookupRef>;

export const ZSection = z.object({
  id: ZItemId,
  title: ZMessageKey.optional(),
  columns: z.number().int().min(1).max(4).default(2),
  items: z.array(ZScreenItem),
});
export type TSection = z.infer<typeof ZSection>;

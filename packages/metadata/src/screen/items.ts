import { z } from "zod";
import { ZFieldItem, ZLookupRef } from "../field-types/index.js";
import { ZColumnName, ZItemId, ZMessageKey, ZScreenName, ZTableName } from "../names.js";
import { FIELD_TYPES } from "./field-types.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export { ZVisibilityRule } from "./visibility-rule.js";

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
  /** An editable grid's fewest lines (an RMA needs one), checked where they are entered. Optional, additive. */
  minRows: z.number().int().min(0).max(1000).optional(),
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

export const ZSection = z.object({
  id: ZItemId,
  title: ZMessageKey.optional(),
  columns: z.number().int().min(1).max(4).default(2),
  items: z.array(ZScreenItem),
});
export type TSection = z.infer<typeof ZSection>;

import { z } from "zod";
import { ZFieldItem } from "../field-types/index.js";
import { ZColumnName, ZItemId, ZMessageKey, ZScreenName, ZTableName } from "../names.js";
import { option } from "../palette/option-text.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export { ZVisibilityRule } from "./visibility-rule.js";

// Every item's id and label mean the same, whatever its kind.
const id = option(ZItemId, "id");
const label = option(ZMessageKey, "label");

export const ZChildGridItem = z.object({
  kind: z.literal("childGrid"),
  id,
  label,
  table: option(ZTableName, "grid_table"),
  // The same field items a form has (format version 3): each cell shown and checked by its type.
  columns: option(z.array(ZFieldItem).min(1), "grid_columns"),
  editable: option(z.boolean().default(false), "editable"),
  /** An editable grid's fewest lines (an RMA needs one), checked where they are entered. Optional, additive. */
  minRows: option(z.number().int().min(0).max(1000).optional(), "min_rows"),
});

export const ZCardItem = z.object({
  kind: z.literal("card"),
  id,
  label,
  table: option(ZTableName, "card_table"),
  placeholders: option(z.array(ZColumnName).min(1), "placeholders"),
  /**
   * The column of the screen's record holding the id of the card's row (`contact_person_id` for a
   * persons card). Without it, the column named after the table: `site_id` for `sites`.
   */
  linkColumn: option(ZColumnName.optional(), "link_column"),
});

export const ZCounterItem = z.object({
  kind: z.literal("counter"),
  id,
  label,
  screen: option(ZScreenName, "counter_screen"),
  filter: option(z.record(z.string(), scalar).optional(), "counter_filter"),
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
  id,
  label,
  variant: option(z.enum(["primary", "secondary", "danger", "link"]).default("primary"), "variant"),
  action: option(ZAction, "action"),
});

/** A link into another screen, opened in the navLink outlet with values taken from this row. */
export const ZNavLinkItem = z.object({
  kind: z.literal("navLink"),
  id,
  label,
  screen: option(ZScreenName, "nav_screen"),
  params: option(z.record(z.string(), ZColumnName).default({}), "params"),
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
  id,
  title: option(ZMessageKey.optional(), "section_title"),
  columns: option(z.number().int().min(1).max(4).default(2), "section_columns"),
  items: option(z.array(ZScreenItem), "items"),
});
export type TSection = z.infer<typeof ZSection>;

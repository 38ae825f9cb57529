import { z } from "zod";
import { ZFieldItem, ZLookupRef } from "../field-types/index.js";
import { ZColumnName, ZItemId, ZMessageKey, ZScreenName, ZTableName } from "../names.js";
import { option } from "../palette/option-text.js";
import { FIELD_TYPES } from "./field-types.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export { ZVisibilityRule } from "./visibility-rule.js";

// Every item's id and label mean the same, whatever its kind.
const id = option(ZItemId, "palette_option_id", "palette_option_id_help");
const label = option(ZMessageKey, "palette_option_label", "palette_option_label_help");

export const ZChildGridItem = z.object({
  kind: z.literal("childGrid"),
  id,
  label,
  table: option(ZTableName, "palette_option_table", "palette_option_grid_table_help"),
  columns: option(
    z
      .array(
        z.object({
          column: option(ZColumnName, "palette_option_column", "palette_option_column_help"),
          label,
          type: option(
            z.enum(FIELD_TYPES).default("text"),
            "palette_option_field_type",
            "palette_option_field_type_help",
          ),
          // Editable grids need what a field has to offer choices; optional so older documents stay valid.
          required: option(z.boolean().optional(), "palette_option_required", "palette_option_required_help"),
          codeTable: option(
            z.string().min(1).max(63).optional(),
            "palette_option_code_table",
            "palette_option_code_table_help",
          ),
          lookup: option(ZLookupRef.optional(), "palette_option_lookup", "palette_option_lookup_help"),
        }),
      )
      .min(1),
    "palette_option_grid_columns",
    "palette_option_grid_columns_help",
  ),
  editable: option(z.boolean().default(false), "palette_option_editable", "palette_option_editable_help"),
  /** An editable grid's fewest lines (an RMA needs one), checked where they are entered. Optional, additive. */
  minRows: option(
    z.number().int().min(0).max(1000).optional(),
    "palette_option_min_rows",
    "palette_option_min_rows_help",
  ),
});

export const ZCardItem = z.object({
  kind: z.literal("card"),
  id,
  label,
  table: option(ZTableName, "palette_option_table", "palette_option_card_table_help"),
  placeholders: option(
    z.array(ZColumnName).min(1),
    "palette_option_placeholders",
    "palette_option_placeholders_help",
  ),
  /**
   * The column of the screen's record holding the id of the card's row (`contact_person_id` for a
   * persons card). Without it, the column named after the table: `site_id` for `sites`.
   */
  linkColumn: option(ZColumnName.optional(), "palette_option_link_column", "palette_option_link_column_help"),
});

export const ZCounterItem = z.object({
  kind: z.literal("counter"),
  id,
  label,
  screen: option(ZScreenName, "palette_option_screen", "palette_option_counter_screen_help"),
  filter: option(
    z.record(z.string(), scalar).optional(),
    "palette_option_counter_filter",
    "palette_option_counter_filter_help",
  ),
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
  variant: option(
    z.enum(["primary", "secondary", "danger", "link"]).default("primary"),
    "palette_option_variant",
    "palette_option_variant_help",
  ),
  action: option(ZAction, "palette_option_action", "palette_option_action_help"),
});

/** A link into another screen, opened in the navLink outlet with values taken from this row. */
export const ZNavLinkItem = z.object({
  kind: z.literal("navLink"),
  id,
  label,
  screen: option(ZScreenName, "palette_option_screen", "palette_option_nav_screen_help"),
  params: option(
    z.record(z.string(), ZColumnName).default({}),
    "palette_option_params",
    "palette_option_params_help",
  ),
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
  title: option(ZMessageKey.optional(), "palette_option_title", "palette_option_section_title_help"),
  columns: option(
    z.number().int().min(1).max(4).default(2),
    "palette_option_section_columns",
    "palette_option_section_columns_help",
  ),
  items: option(z.array(ZScreenItem), "palette_option_items", "palette_option_items_help"),
});
export type TSection = z.infer<typeof ZSection>;

import { z } from "zod";
import { ZColumnName, ZScreenName } from "../names.js";
import { option } from "../palette/option-text.js";
import { defineFieldType, textValue } from "./definition.js";

/**
 * A lookup narrowed by other fields of the same screen: each entry feeds the current value of the
 * field showing `column` into the lookup screen's declared filter item `filter` (item_name, e.g.
 * the asset picker limited to the chosen site: { column: "site_id", filter: "asset.site" }).
 */
export const ZLookupDependency = z.object({
  column: option(ZColumnName, "palette_option_depends_column", "palette_option_depends_column_help"),
  filter: option(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/, "must be group.field"),
    "palette_option_depends_filter",
    "palette_option_depends_filter_help",
  ),
});

export const ZLookupRef = z.object({
  screen: option(ZScreenName, "palette_option_lookup_screen", "palette_option_lookup_screen_help"),
  keyColumn: option(ZColumnName, "palette_option_key_column", "palette_option_key_column_help"),
  displayColumn: option(ZColumnName, "palette_option_display_column", "palette_option_display_column_help"),
  dependsOn: option(
    z.array(ZLookupDependency).max(5).optional(),
    "palette_option_depends_on",
    "palette_option_depends_on_help",
  ),
});
export type TLookupRef = z.infer<typeof ZLookupRef>;

/**
 * A reference to a row of another table (site, asset, product), chosen through a lookup screen.
 * The value is the chosen row's key; that the row exists and is the caller's to see needs the
 * database, which the server checks.
 */
export const lookupFieldType = defineFieldType({
  type: "lookup",
  label: "palette_type_lookup",
  help: "palette_type_lookup_help",
  icon: "IconListSearch",
  category: "choice",
  fits: ["integer", "text"],
  options: z.object({
    lookup: option(
      z.object(ZLookupRef.shape, {
        error: (issue) => (issue.input === undefined ? "a lookup field needs a lookup screen" : undefined),
      }),
      "palette_option_lookup",
      "palette_option_lookup_help",
    ),
  }),
  value: (_options, required) => textValue(required),
  defaultValue: null,
  operators: ["EQ", "NE", "IN"],
  stored: true,
});

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
  column: option(ZColumnName, "depends_column"),
  filter: option(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*$/, "must be group.field"),
    "depends_filter",
  ),
});

export const ZLookupRef = z.object({
  screen: option(ZScreenName, "lookup_screen"),
  keyColumn: option(ZColumnName, "key_column"),
  displayColumn: option(ZColumnName, "display_column"),
  dependsOn: option(z.array(ZLookupDependency).max(5).optional(), "depends_on"),
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
  icon: "IconListSearch",
  category: "choice",
  fits: ["integer", "text"],
  options: z.object({
    lookup: option(
      z.object(ZLookupRef.shape, {
        error: (issue) => (issue.input === undefined ? "a lookup field needs a lookup screen" : undefined),
      }),
      "lookup",
    ),
  }),
  value: (_options, required) => textValue(required),
  defaultValue: null,
  operators: ["EQ", "NE", "IN"],
  stored: true,
});

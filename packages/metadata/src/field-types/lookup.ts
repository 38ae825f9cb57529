import { z } from "zod";
import { ZColumnName, ZScreenName } from "../names.js";
import { defineFieldType, textValue } from "./definition.js";

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
export type TLookupRef = z.infer<typeof ZLookupRef>;

/**
 * A reference to a row of another table (site, asset, product), chosen through a lookup screen.
 * The value is the chosen row's key; that the row exists and is the caller's to see needs the
 * database, which the server checks.
 */
export const lookupFieldType = defineFieldType({
  type: "lookup",
  options: z.object({
    lookup: z
      .object(ZLookupRef.shape, {
        error: (issue) => (issue.input === undefined ? "a lookup field needs a lookup screen" : undefined),
      })
      .describe("The lookup screen rows are chosen from, its key and display columns"),
  }),
  value: (_options, required) => textValue(required),
  defaultValue: null,
  operators: ["EQ", "NE", "IN"],
  stored: true,
});

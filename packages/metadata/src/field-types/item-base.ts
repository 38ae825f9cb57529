import { z } from "zod";
import { ZColumnName, ZItemId, ZMessageKey } from "../names.js";
import { option } from "../palette/option-text.js";
import { ZVisibilityRule } from "../screen/visibility-rule.js";

/** What every field item has, whatever its type; each setting labelled for the property panel. */
export const fieldItemBase = {
  kind: z.literal("field"),
  id: option(ZItemId, "id"),
  column: option(ZColumnName, "column"),
  label: option(ZMessageKey, "label"),
  required: option(z.boolean().default(false), "required"),
  readOnly: option(z.boolean().default(false), "read_only"),
  default: option(z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(), "default"),
  visibleWhen: option(ZVisibilityRule.optional(), "visible_when"),
  width: option(z.number().int().min(1).max(12).default(6), "width"),
};

/** A setting every field item has, which a type may leave out of its property panel. */
export type CommonFieldSetting = Exclude<keyof typeof fieldItemBase, "kind">;

/** Every common setting, in the order a property panel lists them. */
export const COMMON_FIELD_SETTINGS = Object.keys(fieldItemBase).filter(
  (name) => name !== "kind",
) as CommonFieldSetting[];

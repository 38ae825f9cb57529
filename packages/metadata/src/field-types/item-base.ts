import { z } from "zod";
import { ZColumnName, ZItemId, ZMessageKey } from "../names.js";
import { option } from "../palette/option-text.js";
import { ZVisibilityRule } from "../screen/visibility-rule.js";

/** What every field item has, whatever its type; each setting labelled for the property panel. */
export const fieldItemBase = {
  kind: z.literal("field"),
  id: option(ZItemId, "palette_option_id", "palette_option_id_help"),
  column: option(ZColumnName, "palette_option_column", "palette_option_column_help"),
  label: option(ZMessageKey, "palette_option_label", "palette_option_label_help"),
  required: option(z.boolean().default(false), "palette_option_required", "palette_option_required_help"),
  readOnly: option(z.boolean().default(false), "palette_option_read_only", "palette_option_read_only_help"),
  default: option(
    z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
    "palette_option_default",
    "palette_option_default_help",
  ),
  visibleWhen: option(
    ZVisibilityRule.optional(),
    "palette_option_visible_when",
    "palette_option_visible_when_help",
  ),
  width: option(
    z.number().int().min(1).max(12).default(6),
    "palette_option_width",
    "palette_option_width_help",
  ),
};

/** A setting every field item has, which a type may leave out of its property panel. */
export type CommonFieldSetting = Exclude<keyof typeof fieldItemBase, "kind">;

/** Every common setting, in the order a property panel lists them. */
export const COMMON_FIELD_SETTINGS = Object.keys(fieldItemBase).filter(
  (name) => name !== "kind",
) as CommonFieldSetting[];

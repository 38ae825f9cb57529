import { z } from "zod";
import { ZItemId } from "../names.js";
import { option } from "../palette/option-text.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Shows an item only while another field of the same screen has (or lacks) a value. */
export const ZVisibilityRule = z.object({
  field: option(ZItemId, "palette_option_rule_field", "palette_option_rule_field_help"),
  op: option(
    z.enum(["eq", "ne", "in", "empty", "notEmpty"]),
    "palette_option_rule_op",
    "palette_option_rule_op_help",
  ),
  value: option(
    z.union([scalar, z.array(scalar)]).optional(),
    "palette_option_rule_value",
    "palette_option_rule_value_help",
  ),
});

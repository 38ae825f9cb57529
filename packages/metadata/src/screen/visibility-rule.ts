import { z } from "zod";
import { ZItemId } from "../names.js";
import { option } from "../palette/option-text.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Shows an item only while another field of the same screen has (or lacks) a value. */
export const ZVisibilityRule = z.object({
  field: option(ZItemId, "rule_field"),
  op: option(z.enum(["eq", "ne", "in", "empty", "notEmpty"]), "rule_op"),
  value: option(z.union([scalar, z.array(scalar)]).optional(), "rule_value"),
});

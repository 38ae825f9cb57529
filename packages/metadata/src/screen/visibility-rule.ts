import { z } from "zod";
import { ZItemId } from "../names.js";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Shows an item only while another field of the same screen has (or lacks) a value. */
export const ZVisibilityRule = z.object({
  field: ZItemId,
  op: z.enum(["eq", "ne", "in", "empty", "notEmpty"]),
  value: z.union([scalar, z.array(scalar)]).optional(),
});

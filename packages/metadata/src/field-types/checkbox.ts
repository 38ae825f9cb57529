import { keyedIssue, message } from "@fsm/contracts";
import { z } from "zod";
import { defineFieldType, NO_OPTIONS } from "./definition.js";

// Flags arrive as booleans, "Y"/"N" or "true"/"false" strings depending on the table.
export const TRUE_VALUES: ReadonlySet<unknown> = new Set<unknown>([true, 1, "Y", "y", "true", "1"]);

/** A yes/no flag; a required one is a consent ("I accept …") and must be ticked. */
export const checkboxFieldType = defineFieldType({
  type: "checkbox",
  label: "palette_type_checkbox",
  icon: "IconCheckbox",
  category: "input",
  fits: ["boolean", "text"],
  options: NO_OPTIONS,
  value: (_options, required) =>
    z.unknown().superRefine((v, ctx) => {
      if (required && !TRUE_VALUES.has(v)) ctx.addIssue(keyedIssue(message("value_ticked")));
    }),
  defaultValue: false,
  operators: ["EQ", "NE"],
  stored: true,
});

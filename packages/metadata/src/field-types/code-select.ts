import { z } from "zod";
import { option } from "../palette/option-text.js";
import { defineFieldType, textValue } from "./definition.js";

/**
 * A value of a code table (status, priority, problem code). That the value is one of the table's
 * codes needs the database: the server checks it, the browser offers nothing else.
 */
export const codeSelectFieldType = defineFieldType({
  type: "codeSelect",
  label: "palette_type_code_select",
  icon: "IconSelector",
  category: "choice",
  fits: ["text"],
  options: z.object({
    codeTable: option(
      z
        .string({
          error: (issue) => (issue.input === undefined ? "a codeSelect field needs a codeTable" : undefined),
        })
        .min(1)
        .max(63),
      "code_table",
    ),
  }),
  value: (_options, required) => textValue(required),
  defaultValue: null,
  operators: ["EQ", "NE", "IN"],
  stored: true,
});

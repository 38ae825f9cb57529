import { z } from "zod";
import { defineFieldType, textValue } from "./definition.js";

/**
 * A value of a code table (status, priority, problem code). That the value is one of the table's
 * codes needs the database: the server checks it, the browser offers nothing else.
 */
export const codeSelectFieldType = defineFieldType({
  type: "codeSelect",
  options: z.object({
    codeTable: z
      .string({
        error: (issue) => (issue.input === undefined ? "a codeSelect field needs a codeTable" : undefined),
      })
      .min(1)
      .max(63)
      .describe("The code table whose codes are offered"),
  }),
  value: (_options, required) => textValue(required),
  defaultValue: null,
  operators: ["EQ", "NE", "IN"],
  stored: true,
});

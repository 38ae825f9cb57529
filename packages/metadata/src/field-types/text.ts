import { z } from "zod";
import { defineFieldType, maxLengthCheck, maxLengthOption, textValue } from "./definition.js";

/** One-line free text. */
export const textFieldType = defineFieldType({
  type: "text",
  label: "palette_type_text",
  icon: "IconLetterCase",
  category: "input",
  fits: ["text"],
  options: z.object({ maxLength: maxLengthOption }),
  value: (options, required) => textValue(required, maxLengthCheck(options.maxLength)),
  defaultValue: null,
  operators: ["EQ", "NE", "LIKE", "IN"],
  stored: true,
});

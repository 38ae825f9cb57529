import { z } from "zod";
import { defineFieldType, maxLengthCheck, maxLengthOption, textValue } from "./definition.js";

/** Notes and descriptions: several lines of free text. */
export const multilineTextFieldType = defineFieldType({
  type: "multilineText",
  label: "palette_type_multiline_text",
  icon: "IconAlignLeft",
  category: "input",
  fits: ["text"],
  options: z.object({ maxLength: maxLengthOption }),
  value: (options, required) => textValue(required, maxLengthCheck(options.maxLength)),
  defaultValue: null,
  operators: ["LIKE"],
  stored: true,
});

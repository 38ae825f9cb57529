import { EMAIL_PATTERN, message } from "@fsm/contracts";
import { defineFieldType, NO_OPTIONS, textValue } from "./definition.js";

/** An e-mail address, held to the pattern the browser's type=email uses. */
export const emailFieldType = defineFieldType({
  type: "email",
  label: "palette_type_email",
  icon: "IconMail",
  category: "input",
  fits: ["text"],
  options: NO_OPTIONS,
  value: (_options, required) =>
    textValue(required, {
      test: (v) => EMAIL_PATTERN.test(v),
      message: message("value_email"),
    }),
  defaultValue: null,
  operators: ["EQ", "NE", "LIKE"],
  stored: true,
});

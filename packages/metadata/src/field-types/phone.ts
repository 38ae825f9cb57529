import { PHONE_PATTERN, message } from "@fsm/contracts";
import { defineFieldType, NO_OPTIONS, textValue } from "./definition.js";

/** A phone number (spec §9): an optional + followed by 11 digits. */
export const phoneFieldType = defineFieldType({
  type: "phone",
  label: "palette_type_phone",
  icon: "IconPhone",
  category: "input",
  fits: ["text"],
  options: NO_OPTIONS,
  value: (_options, required) =>
    textValue(required, {
      test: (v) => PHONE_PATTERN.test(v),
      message: message("value_phone"),
    }),
  defaultValue: null,
  operators: ["EQ", "NE", "LIKE"],
  stored: true,
});

import { PHONE_PATTERN } from "@fsm/contracts";
import { defineFieldType, NO_OPTIONS, textValue } from "./definition.js";

/** A phone number (spec §9): an optional + followed by 11 digits. */
export const phoneFieldType = defineFieldType({
  type: "phone",
  options: NO_OPTIONS,
  value: (_options, required) =>
    textValue(required, {
      test: (v) => PHONE_PATTERN.test(v),
      message: "must be an optional + followed by 11 digits",
    }),
  defaultValue: null,
  operators: ["EQ", "NE", "LIKE"],
  stored: true,
});

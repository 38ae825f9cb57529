import { message } from "@fsm/contracts";
import { defineFieldType, NO_OPTIONS, textValue } from "./definition.js";
import { isDateTime } from "./calendar.js";

/** An instant: ISO 8601 as stored, or the zone-less local time a datetime-local input edits. */
export const dateTimeFieldType = defineFieldType({
  type: "dateTime",
  label: "palette_type_date_time",
  icon: "IconCalendarTime",
  category: "input",
  fits: ["dateTime"],
  options: NO_OPTIONS,
  value: (_options, required) =>
    textValue(required, { test: isDateTime, message: message("value_date_time") }),
  defaultValue: null,
  operators: ["EQ", "NE", "GE", "LE"],
  stored: true,
});

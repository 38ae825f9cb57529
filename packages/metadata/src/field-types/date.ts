import { message } from "@fsm/contracts";
import { defineFieldType, NO_OPTIONS, textValue } from "./definition.js";
import { isCalendarDate } from "./calendar.js";

/** A calendar date as YYYY-MM-DD; a typed 2026-02-30 is refused. */
export const dateFieldType = defineFieldType({
  type: "date",
  label: "palette_type_date",
  icon: "IconCalendar",
  category: "input",
  fits: ["date"],
  options: NO_OPTIONS,
  value: (_options, required) =>
    textValue(required, { test: isCalendarDate, message: message("value_date") }),
  defaultValue: null,
  operators: ["EQ", "NE", "GE", "LE"],
  stored: true,
});

import { isCalendarDate } from "@fsm/metadata";
import type { FieldTypeUi } from "../field-type-ui";
import { settingsOf } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

const formatDate = (value: string): string =>
  isCalendarDate(value)
    ? new Date(`${value}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: "UTC" })
    : value;

// The browser's own date input: no date-picker dependency, keyboard and screen-reader friendly.
export const dateField: FieldTypeUi<"date"> = {
  type: "date",
  Display: ({ value }) => <PlainDisplay text={formatDate(asText(value))} />,
  Input: (props) => <TextLikeInput {...props} type="date" />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)).slice(0, 10),
  toModel: textOrNull,
  settings: settingsOf("date", "A calendar date"),
};

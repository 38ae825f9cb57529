import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD; validated so a typed 2026-02-30 is refused. */
export const isValidDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const formatDate = (value: string): string =>
  isValidDate(value)
    ? new Date(`${value}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: "UTC" })
    : value;

// The browser's own date input: no date-picker dependency, keyboard and screen-reader friendly.
export const dateField: FieldTypeUi<"date"> = {
  type: "date",
  Display: ({ value }) => <PlainDisplay text={formatDate(asText(value))} />,
  Input: (props) => <TextLikeInput {...props} type="date" />,
  schema: (item, label) =>
    textSchema(item, label, { test: isValidDate, message: (l) => `${l} must be a valid date` }),
  fromModel: (row, item) => asText(rawOf(row, item)).slice(0, 10),
  toModel: textOrNull,
  settings: { summary: "A calendar date", options: BASE_SETTINGS },
};

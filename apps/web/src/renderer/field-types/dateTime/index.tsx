import type { FieldTypeUi } from "../field-type-ui";
import { settingsOf } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf } from "../shared/values";

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const pad = (n: number): string => String(n).padStart(2, "0");

/** Stored instants (ISO, UTC) are edited in the user's local time, as datetime-local expects. */
export function toLocalInput(stored: string): string {
  const date = new Date(stored);
  if (!stored || Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const isValidLocal = (value: string): boolean =>
  LOCAL.test(value) && !Number.isNaN(new Date(value).getTime());

export const dateTimeField: FieldTypeUi<"dateTime"> = {
  type: "dateTime",
  Display: ({ value }) => {
    const text = asText(value);
    return <PlainDisplay text={isValidLocal(text) ? new Date(text).toLocaleString() : text} />;
  },
  Input: (props) => <TextLikeInput {...props} type="datetime-local" />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => toLocalInput(asText(rawOf(row, item))),
  toModel: (value) => (isValidLocal(asText(value)) ? new Date(asText(value)).toISOString() : null),
  settings: settingsOf("dateTime", "A date and time in the user's time zone"),
};

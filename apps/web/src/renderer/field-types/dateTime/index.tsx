import type { FieldTypeUi } from "../field-type-ui";
import { DateTime } from "../../../lib/format/date-time";
import { lazyInput } from "../shared/lazy-input";
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
  // The portal's one date-time format: relative when recent, the exact value on hover and focus.
  Display: ({ value }) => <DateTime value={asText(value)} />,
  // An accessible picker (one Tab stop instead of datetime-local's six segments and button). Its
  // module is not named *-input.tsx: form pages preload those (form-controls.ts), and the picker
  // with its calendar and styles should load only where a date-time field is drawn.
  Input: lazyInput(() => import("./date-time-picker").then((m) => m.DateTimePickerInput)),
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => toLocalInput(asText(rawOf(row, item))),
  toModel: (value) => (isValidLocal(asText(value)) ? new Date(asText(value)).toISOString() : null),
};

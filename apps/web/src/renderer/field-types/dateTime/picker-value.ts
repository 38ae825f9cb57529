/**
 * The picker speaks "YYYY-MM-DD HH:mm:ss" (Mantine's DateStringValue); the form keeps the local
 * "YYYY-MM-DDTHH:mm" of the browser's datetime-local, which the field type's schema checks and its
 * toModel turns into an ISO instant. These two convert, minute precision, no time zone involved.
 */
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const PICKER = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/;

/** The form's "2026-11-24T09:30" as the picker's "2026-11-24 09:30:00"; null when empty or not one. */
export function toPickerValue(local: string): string | null {
  const match = LOCAL.exec(local);
  return match ? `${match[1]} ${match[2]}:00` : null;
}

/** The picker's "2026-11-24 09:30:00" as the form's "2026-11-24T09:30"; "" when cleared. */
export function fromPickerValue(picked: string | null | undefined): string {
  const match = PICKER.exec(picked ?? "");
  return match ? `${match[1]}T${match[2]}` : "";
}

/**
 * The portal's one date and time format: the browser's locale and time zone (Intl), medium date
 * and short time. Recent instants read relative ("3 days ago"); the exact value goes in the title.
 * A calendar date (YYYY-MM-DD) is a day, not an instant: it never shows a time and never shifts
 * with the time zone.
 */
import { isCalendarDate } from "@fsm/metadata";
import { once, warmSoon } from "./once";

/** Within this distance from now an instant reads relative; further away the exact value is clearer. */
const RELATIVE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;

// Built once (once.ts); locale and time zone stay as the page lives.
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }),
);
const dateFormat = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }));
const relativeFormat = once(() => new Intl.RelativeTimeFormat(undefined, { numeric: "auto" }));

warmSoon(dateTimeFormat, dateFormat, relativeFormat);

/** An ISO instant or a local "YYYY-MM-DDTHH:mm" as a Date; null when it is not one. */
function parseInstant(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "24 Nov 2026, 09:30" in the user's locale and time zone. */
const formatDateTime = (date: Date): string => dateTimeFormat().format(date);

/**
 * "24 Nov 2026" for a calendar date (YYYY-MM-DD or the date part of an ISO text); never a time.
 * A day that does not exist (2026-02-30) shows as it is, not as the day JavaScript rolls it to.
 */
export function formatCalendarDate(value: string): string {
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? dateFormat().format(new Date(`${day}T00:00:00Z`)) : value;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** "3 days ago", "in 2 hours", "now"; null when the instant is too far away to read well relative. */
export function relativeText(date: Date, now: number = Date.now()): string | null {
  const diff = date.getTime() - now;
  if (Math.abs(diff) > RELATIVE_LIMIT_MS) return null;
  for (const [unit, ms] of UNITS)
    if (Math.abs(diff) >= ms) return relativeFormat().format(Math.round(diff / ms), unit);
  return relativeFormat().format(0, "second");
}

/** What DateTime shows for a value: the text, and the exact value when the text is relative. */
export function dateDisplay(
  value: string,
  options: { dateOnly?: boolean; relative?: boolean; now?: number } = {},
): { text: string; exact: string | null; date: Date | null } {
  if (options.dateOnly || isCalendarDate(value))
    return { text: formatCalendarDate(value), exact: null, date: null };
  const date = parseInstant(value);
  if (!date) return { text: value, exact: null, date: null };
  const exact = formatDateTime(date);
  const recent = options.relative === false ? null : relativeText(date, options.now);
  return recent ? { text: recent, exact, date } : { text: exact, exact: null, date };
}

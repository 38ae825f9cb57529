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
// An instant's day in the user's own time zone (a blog post's publication day).
const dayFormat = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: "medium" }));
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

const pad = (n: number): string => String(n).padStart(2, "0");

/** "2026-11-24": the day an instant falls on in the user's time zone (a <time> element's value). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface DateDisplayOptions {
  /** A calendar date (a date column): its day, the same in every time zone, never a time. */
  dateOnly?: boolean;
  /** An instant read as its day only, in the user's time zone (a publication date). */
  dayOfInstant?: boolean;
  relative?: boolean;
  now?: number;
}

/**
 * What DateTime shows for a value: the text, the exact value when the text is relative, and the
 * machine-readable value for a <time> element (an instant in ISO, a day as YYYY-MM-DD).
 */
export function dateDisplay(
  value: string,
  options: DateDisplayOptions = {},
): { text: string; exact: string | null; date: Date | null; machine: string } {
  if (options.dateOnly || isCalendarDate(value))
    return { text: formatCalendarDate(value), exact: null, date: null, machine: value.slice(0, 10) };
  const date = parseInstant(value);
  if (!date) return { text: value, exact: null, date: null, machine: value };
  if (options.dayOfInstant)
    return { text: dayFormat().format(date), exact: null, date, machine: localDay(date) };
  const machine = date.toISOString();
  const exact = formatDateTime(date);
  const recent = options.relative === false ? null : relativeText(date, options.now);
  return recent ? { text: recent, exact, date, machine } : { text: exact, exact: null, date, machine };
}

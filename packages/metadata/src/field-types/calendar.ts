// JavaScript's Date.parse accepts "1", "March 7" and 2026-02-30; PostgreSQL refuses them mid-write.
// Values are held to what both agree on: ISO 8601 with a real calendar day.
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function realDay(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: that reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** YYYY-MM-DD naming a day that exists (2026-02-30 does not). */
export const isCalendarDate = (value: string): boolean => realDay(DATE.exec(value));

/** An ISO 8601 date and time on a real day; the zone is optional (a datetime-local input has none). */
export const isDateTime = (value: string): boolean => realDay(DATE_TIME.exec(value));

import { fieldError } from "../../lib/app-error.js";

/**
 * Where a page of the feed ends: the last event's instant (UTC, to the microsecond, as the database
 * keeps it, so events sharing a millisecond are neither skipped nor repeated), its source key and
 * its row id. Opaque to clients and not secret: a forged one only moves the window inside the
 * caller's own events.
 */
export type ActivityCursor = { at: string; source: string; rowId: number };

/** The microsecond ISO form the repository selects (to_char … 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

// The catalogue has no feed-specific key yet; the search's words fit ("is not a cursor of this search and order").
/** Row ids are PostgreSQL integers. */
const INT32_MAX = 2_147_483_647;

const badCursor = () => fieldError("before", "error_bad_feed_cursor");

export const encodeCursor = (cursor: ActivityCursor): string =>
  Buffer.from(JSON.stringify({ t: cursor.at, s: cursor.source, i: cursor.rowId })).toString("base64url");

/** The cursor a client sent back, checked so that nothing in it can fail in SQL (400 naming `before`). */
export function decodeCursor(text: string, sources: ReadonlySet<string>): ActivityCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const { t, s, i } = (parsed ?? {}) as { t?: unknown; s?: unknown; i?: unknown };
  const valid =
    typeof t === "string" &&
    isInstant(t) &&
    typeof s === "string" &&
    sources.has(s) &&
    typeof i === "number" &&
    Number.isInteger(i) &&
    i >= 0 &&
    i <= INT32_MAX;
  if (!valid) throw badCursor();
  return { at: t, source: s, rowId: i };
}

/** A real calendar instant (no 30 February, no hour 25) that PostgreSQL's timestamptz holds. */
function isInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

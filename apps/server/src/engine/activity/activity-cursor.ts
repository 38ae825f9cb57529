import { isDateTime } from "@fsm/metadata";
import { fieldError } from "../../lib/app-error.js";
import { decodeCursorText, encodeCursorText } from "../../lib/cursor-text.js";

/**
 * Where a page of the feed ends: the last event's instant (UTC, to the microsecond, as the database
 * keeps it, so events sharing a millisecond are neither skipped nor repeated), its source key and
 * its row id. Opaque to clients and not secret: a forged one only moves the window inside the
 * caller's own events (lib/cursor-text.ts).
 */
export type ActivityCursor = { at: string; source: string; rowId: number };

/** The microsecond ISO form the repository selects (to_char … 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Row ids are PostgreSQL integers. */
const INT32_MAX = 2_147_483_647;

const badCursor = () => fieldError("before", "error_bad_feed_cursor");

export const encodeCursor = (cursor: ActivityCursor): string =>
  encodeCursorText({ t: cursor.at, s: cursor.source, i: cursor.rowId });

/** The cursor a client sent back, checked so that nothing in it can fail in SQL (400 naming `before`). */
export function decodeCursor(text: string, sources: ReadonlySet<string>): ActivityCursor {
  const { t, s, i } = (decodeCursorText(text) ?? {}) as { t?: unknown; s?: unknown; i?: unknown };
  const valid =
    typeof t === "string" &&
    // A real calendar instant (no 30 February, no hour 25) that PostgreSQL's timestamptz holds.
    INSTANT.test(t) &&
    isDateTime(t) &&
    typeof s === "string" &&
    sources.has(s) &&
    typeof i === "number" &&
    Number.isInteger(i) &&
    i >= 0 &&
    i <= INT32_MAX;
  if (!valid) throw badCursor();
  return { at: t, source: s, rowId: i };
}

import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";
import type { ActivityCursor } from "./activity-cursor.js";
import type { ActivitySource } from "./activity-source.js";

/** A source the caller may read, with its rank (declaration order) and the caller's row scope on `t`. */
export type ScopedSource = { source: ActivitySource; rank: number; scope: SQL };

export type ActivityRow = {
  source: string;
  rowId: number;
  /** The instant to the microsecond (UTC ISO), for the cursor. */
  at: string;
  recordId: number;
  number: string;
  summary: Record<string, unknown>;
};

/** The database's microsecond instant as UTC ISO text: what a cursor carries back exactly. */
const isoInstant = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Events after the cursor in the feed's order (newest first; at the same instant the later
 * declared source first, then the higher row id). Each source's rule is written for its own rank
 * so its branch stays an index range on (at, row id).
 */
function after(cursor: ActivityCursor | undefined, s: ScopedSource, cursorRank: number): SQL {
  if (!cursor) return sql`true`;
  const at = sql`${cursor.at}::timestamptz`;
  if (s.rank < cursorRank) return sql`${s.source.at} <= ${at}`;
  if (s.rank > cursorRank) return sql`${s.source.at} < ${at}`;
  return sql`(${s.source.at}, ${s.source.rowId}) < (${at}, ${cursor.rowId})`;
}

/**
 * One page (+1 to tell whether more follow) of the caller's events: each source's newest `take`
 * after the cursor, then UNION ALL, ordered and cut again. Every value is a bound parameter.
 */
export async function listEvents(
  db: Db,
  sources: ScopedSource[],
  cursor: ActivityCursor | undefined,
  cursorRank: number,
  take: number,
): Promise<ActivityRow[]> {
  if (!sources.length) return [];
  const branches = sources.map(
    (s) => sql`(select ${s.source.key}::text as source, ${s.rank}::int as rank, ${s.source.at} as occurred_at,
        ${s.source.rowId} as row_id, t.id as record_id, ${s.source.number} as record_number,
        ${s.source.summary} as summary
      from ${s.source.from}
      where ${s.scope} and ${s.source.where ?? sql`true`} and ${after(cursor, s, cursorRank)}
      order by ${s.source.at} desc, ${s.source.rowId} desc limit ${take})`,
  );
  const rows = await rowsOf(
    db,
    sql`select e.source, e.row_id, e.record_id, e.record_number, e.summary,
          ${isoInstant(sql`e.occurred_at`)} as at
        from (${sql.join(branches, sql` union all `)}) e
        order by e.occurred_at desc, e.rank desc, e.row_id desc limit ${take}`,
  );
  return rows.map(toRow);
}

const toRow = (r: Record<string, unknown>): ActivityRow => ({
  source: String(r.source),
  rowId: Number(r.row_id),
  at: String(r.at),
  recordId: Number(r.record_id),
  number: String(r.record_number),
  summary: (typeof r.summary === "string" ? JSON.parse(r.summary) : r.summary) as Record<string, unknown>,
});

/** Events newer than the cursor in the feed's order (the mirror of `after`). */
function newer(cursor: ActivityCursor | undefined, s: ScopedSource, cursorRank: number): SQL {
  if (!cursor) return sql`true`;
  const at = sql`${cursor.at}::timestamptz`;
  if (s.rank > cursorRank) return sql`${s.source.at} >= ${at}`;
  if (s.rank < cursorRank) return sql`${s.source.at} > ${at}`;
  return sql`(${s.source.at}, ${s.source.rowId}) > (${at}, ${cursor.rowId})`;
}

/**
 * The caller's events newer than the cursor and not before `notBefore` (an instant), oldest
 * first, at most `take`: what a live stream sends next (the lobby).
 */
export async function listNewerEvents(
  db: Db,
  sources: ScopedSource[],
  cursor: ActivityCursor | undefined,
  cursorRank: number,
  notBefore: string | undefined,
  take: number,
): Promise<ActivityRow[]> {
  if (!sources.length) return [];
  const since = (s: ScopedSource) =>
    notBefore === undefined ? sql`true` : sql`${s.source.at} >= ${notBefore}::timestamptz`;
  const branches = sources.map(
    (s) => sql`(select ${s.source.key}::text as source, ${s.rank}::int as rank, ${s.source.at} as occurred_at,
        ${s.source.rowId} as row_id, t.id as record_id, ${s.source.number} as record_number,
        ${s.source.summary} as summary
      from ${s.source.from}
      where ${s.scope} and ${s.source.where ?? sql`true`} and ${newer(cursor, s, cursorRank)} and ${since(s)}
      order by ${s.source.at}, ${s.source.rowId} limit ${take})`,
  );
  const rows = await rowsOf(
    db,
    sql`select e.source, e.row_id, e.record_id, e.record_number, e.summary,
          ${isoInstant(sql`e.occurred_at`)} as at
        from (${sql.join(branches, sql` union all `)}) e
        order by e.occurred_at, e.rank, e.row_id limit ${take}`,
  );
  return rows.map(toRow);
}

/** The instant of one event of a source, when it is in the caller's scope (else undefined). */
export async function findEventInstant(db: Db, s: ScopedSource, rowId: number): Promise<string | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select ${isoInstant(s.source.at)} as at from ${s.source.from}
        where ${s.scope} and ${s.source.where ?? sql`true`} and ${s.source.rowId} = ${rowId} limit 1`,
  );
  return row ? String(row.at) : undefined;
}

/** An event of the shared live read, and which of the readers (by their index) may see it. */
export type SharedActivityRow = ActivityRow & { seenBy: boolean[] };

/**
 * One read for many readers (the lobby's live streams): the events newer than the cursor and not
 * before `notBefore` that at least one reader may see, oldest first, at most `take`, each with a
 * flag per reader computed by that reader's own row scope in the same statement. `readers[i]`
 * holds the sources reader i may read (ScopedSource by rank), so visibility is the feed's rule,
 * never re-decided outside SQL.
 */
export async function listNewerEventsShared(
  db: Db,
  declared: ActivitySource[],
  readers: ScopedSource[][],
  cursor: ActivityCursor | undefined,
  cursorRank: number,
  notBefore: string | undefined,
  take: number,
): Promise<SharedActivityRow[]> {
  const branches = declared.flatMap((source, rank) => {
    const scopes = readers.map((visible) => visible.find((s) => s.rank === rank)?.scope ?? null);
    const open = scopes.filter((s): s is SQL => s !== null);
    if (!open.length) return [];
    const s: ScopedSource = { source, rank, scope: sql`(${sql.join(open, sql` or `)})` };
    const flags = scopes.map((scope) => (scope ? sql`(case when ${scope} then '1' else '0' end)` : sql`'0'`));
    const since = notBefore === undefined ? sql`true` : sql`${source.at} >= ${notBefore}::timestamptz`;
    return [
      sql`(select ${source.key}::text as source, ${rank}::int as rank, ${source.at} as occurred_at,
        ${source.rowId} as row_id, t.id as record_id, ${source.number} as record_number,
        ${source.summary} as summary, (${sql.join(flags, sql` || `)})::text as seen_by
      from ${source.from}
      where ${s.scope} and ${source.where ?? sql`true`} and ${newer(cursor, s, cursorRank)} and ${since}
      order by ${source.at}, ${source.rowId} limit ${take})`,
    ];
  });
  if (!branches.length) return [];
  const rows = await rowsOf(
    db,
    sql`select e.source, e.row_id, e.record_id, e.record_number, e.summary, e.seen_by,
          ${isoInstant(sql`e.occurred_at`)} as at
        from (${sql.join(branches, sql` union all `)}) e
        order by e.occurred_at, e.rank, e.row_id limit ${take}`,
  );
  return rows.map((r) => ({ ...toRow(r), seenBy: [...String(r.seen_by)].map((flag) => flag === "1") }));
}

/** The database's clock as UTC ISO text to the microsecond, comparable with event instants. */
export async function currentInstant(db: Db): Promise<string> {
  const [row] = await rowsOf(db, sql`select ${isoInstant(sql`now()`)} as at`);
  return String(row!.at);
}

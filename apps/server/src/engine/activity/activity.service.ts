import type { TActivityEvent, TActivityFeedQuery, TActivityFeedResponse } from "@fsm/contracts";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findTable } from "../dictionary/dictionary.js";
import { hasAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import { decodeCursor, encodeCursor } from "./activity-cursor.js";
import { activitySources } from "./activity-source.js";
import { presentFeed } from "./activity.presenter.js";
import {
  currentInstant,
  findEventInstant,
  listEvents,
  listNewerEvents,
  listNewerEventsShared,
  type ActivityRow,
  type ScopedSource,
} from "./activity.repository.js";
import type { ActivityCursor } from "./activity-cursor.js";

/**
 * The declared sources, and those the caller may read with its row scope: a source counts only
 * when the caller's menu-access flags open its record's area (a user without RMA access sees no
 * RMA events), and its events only for records in the caller's row scope, as search reads them.
 * A source that declares its own visibility (`visibleTo`) is read under that condition instead.
 */
function sourcesFor(actor: Actor) {
  const declared = activitySources();
  const byKey = new Map(declared.map((s) => [s.key, s]));
  const visible: ScopedSource[] = declared.flatMap((source, rank) => {
    if (source.visibleTo) {
      const scope = source.visibleTo(actor);
      return scope ? [{ source, rank, scope }] : [];
    }
    const table = findTable(source.table);
    if (!table)
      throw new Error(
        `activity source "${source.key}" names table "${source.table}", which the dictionary does not hold`,
      );
    if (!hasAreaAccess(actor, table.name)) return [];
    return [{ source, rank, scope: readScope(table, actor) }];
  });
  return { declared, byKey, visible };
}

/** updateactvityfeed: the caller's events (sourcesFor), newest first, one page after `before`. */
export async function activityFeed(
  db: Db,
  actor: Actor,
  query: TActivityFeedQuery,
): Promise<TActivityFeedResponse> {
  const { declared, byKey, visible } = sourcesFor(actor);
  const cursor = query.before === undefined ? undefined : decodeCursor(query.before, new Set(byKey.keys()));
  const cursorRank = cursor ? declared.findIndex((s) => s.key === cursor.source) : -1;
  const rows = await listEvents(db, visible, cursor, cursorRank, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ at: last.at, source: last.source, rowId: last.rowId })
      : null;
  return presentFeed(page, byKey, nextCursor);
}

/** A live reader's position: after this event (the feed's order), the instant it happened. */
export type ActivityPosition = ActivityCursor;

const positionOf = (row: ActivityRow): ActivityPosition => ({
  at: row.at,
  source: row.source,
  rowId: row.rowId,
});

/**
 * Where an event id the caller was given ("note:123") stands in the caller's feed; undefined when
 * the id names no event the caller may see (gone, or never visible to it).
 */
export async function eventPosition(db: Db, actor: Actor, id: string): Promise<ActivityPosition | undefined> {
  const [key, digits] = id.split(":");
  const rowId = Number(digits);
  const source = sourcesFor(actor).visible.find((s) => s.source.key === key);
  if (!source || !Number.isSafeInteger(rowId) || rowId > 2_147_483_647) return undefined;
  const at = await findEventInstant(db, source, rowId);
  return at === undefined ? undefined : { at, source: source.source.key, rowId };
}

/** The caller's newest event, where a reader that has seen nothing yet starts. */
export async function newestPosition(db: Db, actor: Actor): Promise<ActivityPosition | undefined> {
  const [row] = await listEvents(db, sourcesFor(actor).visible, undefined, -1, 1);
  return row ? positionOf(row) : undefined;
}

/**
 * The caller's events after `after` that happened at or after `notBefore` (a live reader re-reads
 * a short window so that a transaction committing late is not skipped), oldest first, at most
 * `limit`, each with its position.
 */
export async function activitySince(
  db: Db,
  actor: Actor,
  after: ActivityPosition | undefined,
  notBefore: string | undefined,
  limit: number,
): Promise<{ event: TActivityEvent; position: ActivityPosition }[]> {
  const { declared, byKey, visible } = sourcesFor(actor);
  const rank = after ? declared.findIndex((s) => s.key === after.source) : -1;
  const rows = await listNewerEvents(db, visible, after, rank, notBefore, limit);
  const events = presentFeed(rows, byKey, null).events;
  return rows.map((row, i) => ({ event: events[i]!, position: positionOf(row) }));
}

/**
 * A live reader as the feed's SQL sees it: the sources it may read, each with its row scope, and
 * a key that two readers share exactly when their scopes compile to the same SQL and values (so
 * they see the same events: one company's customers with the same access flags, or all staff).
 */
export type ActivityViewer = { key: string; visible: ScopedSource[] };

const dialect = new PgDialect();

export function activityViewer(actor: Actor): ActivityViewer {
  const { visible } = sourcesFor(actor);
  const compiled = visible.map((s) => {
    const query = dialect.sqlToQuery(s.scope);
    return [s.rank, query.sql, query.params];
  });
  const key = JSON.stringify(compiled, (_, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
  return { key, visible };
}

/**
 * activitySince for many viewers in one statement: the events any of them may see, each with a
 * flag per viewer (`seenBy[i]` for `viewers[i]`) decided by that viewer's own scope in SQL.
 */
export async function activitySinceShared(
  db: Db,
  viewers: ActivityViewer[],
  after: ActivityPosition | undefined,
  notBefore: string | undefined,
  limit: number,
): Promise<{ event: TActivityEvent; position: ActivityPosition; seenBy: boolean[] }[]> {
  const declared = activitySources();
  const byKey = new Map(declared.map((s) => [s.key, s]));
  const rank = after ? declared.findIndex((s) => s.key === after.source) : -1;
  const rows = await listNewerEventsShared(
    db,
    declared,
    viewers.map((v) => v.visible),
    after,
    rank,
    notBefore,
    limit,
  );
  const events = presentFeed(rows, byKey, null).events;
  return rows.map((row, i) => ({ event: events[i]!, position: positionOf(row), seenBy: row.seenBy }));
}

/** The database's clock, where a live reader that has sent nothing yet starts. */
export const activityNow = (db: Db): Promise<string> => currentInstant(db);

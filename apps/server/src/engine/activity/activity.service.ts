import type { TActivityFeedQuery, TActivityFeedResponse } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findTable } from "../dictionary/dictionary.js";
import { hasAreaAccess, readScope } from "../search/search.policy.js";
import { decodeCursor, encodeCursor } from "./activity-cursor.js";
import { activitySources } from "./activity-source.js";
import { presentFeed } from "./activity.presenter.js";
import { listEvents, type ScopedSource } from "./activity.repository.js";

/**
 * updateactvityfeed: the caller's events, newest first, one page after `before`. A source counts
 * only when the caller's menu-access flags open its record's area (a user without RMA access sees
 * no RMA events), and its events only for records in the caller's row scope, as search reads them.
 */
export async function activityFeed(
  db: Db,
  actor: Actor,
  query: TActivityFeedQuery,
): Promise<TActivityFeedResponse> {
  const declared = activitySources();
  const byKey = new Map(declared.map((s) => [s.key, s]));
  const cursor = query.before === undefined ? undefined : decodeCursor(query.before, new Set(byKey.keys()));
  const visible: ScopedSource[] = declared.flatMap((source, rank) => {
    const table = findTable(source.table);
    if (!table)
      throw new Error(
        `activity source "${source.key}" names table "${source.table}", which the dictionary does not hold`,
      );
    if (!hasAreaAccess(actor, table.name)) return [];
    return [{ source, rank, scope: readScope(table, actor) }];
  });
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

import type { TActivityEvent, TActivityFeedResponse } from "@fsm/contracts";
import type { ActivityRow } from "./activity.repository.js";
import type { ActivitySource } from "./activity-source.js";

/**
 * A row as the contract's event; the summary is the source's json, checked against the contract
 * for its kind when the response is serialised.
 */
const presentEvent = (row: ActivityRow, source: ActivitySource): TActivityEvent =>
  ({
    id: `${row.source}:${row.rowId}`,
    kind: source.kind,
    occurred_at: new Date(row.at).toISOString(),
    record: { table: source.table, id: row.recordId, number: row.number },
    summary: row.summary,
  }) as TActivityEvent;

export function presentFeed(
  rows: ActivityRow[],
  sources: ReadonlyMap<string, ActivitySource>,
  nextCursor: string | null,
): TActivityFeedResponse {
  return { events: rows.map((r) => presentEvent(r, sources.get(r.source)!)), nextCursor };
}

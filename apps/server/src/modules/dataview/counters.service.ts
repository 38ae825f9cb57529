import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import { findTable } from "../dictionary/dictionary.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../sessions/actor.js";
import { assertAreaAccess, readScope } from "./dataview.policy.js";
import { cappedCount, rowsOf } from "./dataview.repository.js";
import { loadScreen, loadSearch } from "./screen-search.js";
import { planConstraints } from "./search-plan.js";
import { whereSql } from "./search-sql.js";

/**
 * refreshcounters: the counter item elementId of a screen counts the rows of the screen it points
 * at, narrowed by its declared filter (item_name or search column → value), in the caller's scope.
 */
export async function refreshCounter(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  query: { screenName: string; elementId: string },
) {
  const screen = await loadScreen(db, cache, query.screenName, actor);
  const sections = "sections" in screen.document ? screen.document.sections : [];
  const counter = sections
    .flatMap((s) => s.items)
    .find((i) => i.kind === "counter" && i.id.toLowerCase() === query.elementId.toLowerCase());
  if (!counter || counter.kind !== "counter")
    throw fieldError("elementId", `"${query.elementId}" is not a counter of screen "${screen.name}"`);
  const target = await loadSearch(db, cache, counter.screen, actor);
  assertAreaAccess(actor, target.table);
  const criteria = Object.entries(counter.filter ?? {}).map(([item, value]) => ({
    left_operand: item,
    right_operand: value,
  }));
  const conditions = planConstraints(target, criteria, "filter", { columnsToo: true });
  const count = await cappedCount(
    db,
    target.table,
    whereSql(readScope(target.table, actor), conditions, null),
  );
  return { elementId: counter.id, count: count.total, isEstimate: count.isEstimate };
}

/** getServiceRequestStatuses: every status with the number of the caller's requests in it. */
export async function serviceRequestStatuses(db: Db, actor: Actor) {
  const table = findTable("service_requests")!;
  assertAreaAccess(actor, table);
  const rows = await rowsOf(
    db,
    sql`select s.code, s.name, s.sort, s.is_open, count(t.id)::int as n
        from request_statuses s left join service_requests t on t.status = s.code and ${readScope(table, actor)}
        group by s.code, s.name, s.sort, s.is_open order by s.sort, s.code`,
  );
  return rows.map((r) => ({
    code: String(r.code),
    name: String(r.name),
    sort: Number(r.sort),
    isOpen: Boolean(r.is_open),
    count: Number(r.n),
  }));
}

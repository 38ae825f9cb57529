import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assertAreaAccess, readScope } from "../../engine/dictionary/table-access.policy.js";
import { cappedCount, rowsOf } from "../../engine/search/search.repository.js";
import { findTable } from "../../engine/dictionary/dictionary.js";
import type { Actor } from "../../platform/sessions/actor.js";

/**
 * getServiceRequestStatuses: every status with the number of the caller's requests in it. Each
 * status is counted as a counter card counts (`cappedCount`): exactly up to COUNT_CAP rows (a
 * bounded scan of the (company, status) or (status) index), past it the planner's estimate, kept
 * briefly and marked `isEstimate` (the page says "about"). An exact grouped count read every
 * request in the caller's scope on every page load: 0.5–1 s at 1M requests (bench/README).
 */
export async function serviceRequestStatuses(db: Db, actor: Actor) {
  const table = findTable("service_requests")!;
  assertAreaAccess(actor, table);
  const statuses = await rowsOf(
    db,
    sql`select code, name, sort, is_open from request_statuses order by sort, code`,
  );
  const scope = readScope(table, actor);
  const answer = [];
  // One after another: the caller's transaction is one connection.
  for (const s of statuses) {
    const count = await cappedCount(db, table, sql`${scope} and t.status = ${String(s.code)}`);
    answer.push({
      code: String(s.code),
      name: String(s.name),
      sort: Number(s.sort),
      isOpen: Boolean(s.is_open),
      count: count.total,
      isEstimate: count.isEstimate,
    });
  }
  return answer;
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { assertAreaAccess, readScope } from "../../engine/search/search.policy.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { findTable } from "../../engine/dictionary/dictionary.js";
import type { Actor } from "../../platform/sessions/actor.js";

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

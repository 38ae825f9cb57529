// Bulk data for the search benchmark: N service requests over the demo companies' assets (and so
// their sites), with realistic status/priority mixes and five years of dates. One server-side
// INSERT ... SELECT generate_series, deterministic (setseed), then VACUUM ANALYZE.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.js";

/** Words the descriptions are built from; WORD_RARE appears in about 1 % of them. */
const WORDS = [
  "compressor",
  "pump",
  "valve",
  "boiler",
  "chiller",
  "conveyor",
  "generator",
  "sensor",
  "controller",
  "motor",
  "filter",
  "fan",
  "heater",
  "panel",
  "display",
  "printer",
];
export const WORD_COMMON = "compressor"; // ~ 1/16 of the rows
export const WORD_RARE = "overheating"; // ~ 1/100 of the rows

export async function bulkInsertRequests(db: Db, n: number): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`drop table if exists bench_assets`);
  await db.execute(sql`
    create temp table bench_assets as
    select (row_number() over (order by a.id))::int - 1 as idx, a.id, a.site_id, a.company_id,
           (select min(p.id) from persons p where p.company_id = a.company_id) as contact
    from assets a where a.site_id is not null`);
  // Bulk load as a DBA would: the table's secondary indexes are dropped and rebuilt afterwards
  // (same definitions, read from pg_indexes), which is many times faster than maintaining them row by row.
  const { rows: defs } = (await db.execute(sql`
    select i.indexname as name, i.indexdef as def from pg_indexes i
    join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.tablename = 'service_requests' and not x.indisunique and not x.indisprimary`)) as unknown as {
    rows: { name: string; def: string }[];
  };
  for (const d of defs) await db.execute(sql.raw(`drop index "${d.name}"`));
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(",")}]`);
  await db.execute(sql`
    insert into service_requests (request_number, company_id, site_id, asset_id, contact_person_id,
      status, priority, problem_code, description, preferred_from, preferred_to,
      created_at, updated_at, closed_at, created_by)
    select 'BR-' || lpad(g::text, 7, '0'), a.company_id, a.site_id, a.id, a.contact,
      st, pr, pc,
      (${words})[1 + floor(r4 * 16)::int] || ' ' ||
        (case when floor(r4 * 1600)::int % 100 = 7 then ${WORD_RARE} else 'not working' end) ||
        ' at unit ' || (g % 9973) || ', customer reports intermittent fault',
      ca + interval '2 days', ca + interval '4 days', ca, ca + (r3 * interval '30 days'),
      case when st in ('RESOLVED', 'CLOSED', 'CANCELLED') then ca + (r3 * interval '30 days') end,
      a.contact
    from (
      select g, r1, r3, r4,
        case when r1 < 0.55 then 'CLOSED' when r1 < 0.70 then 'RESOLVED' when r1 < 0.75 then 'CANCELLED'
             when r1 < 0.83 then 'NEW' when r1 < 0.90 then 'ASSIGNED' when r1 < 0.97 then 'IN_PROGRESS'
             else 'ON_HOLD' end as st,
        case when r2 < 0.30 then 'LOW' when r2 < 0.75 then 'MEDIUM' when r2 < 0.95 then 'HIGH'
             else 'URGENT' end as pr,
        (array['ELEC_POWER','ELEC_WIRING','MECH_NOISE','MECH_LEAK'])[1 + (g % 4)] as pc,
        now() - interval '1 hour' - (1 - g::double precision / ${n}) * interval '1826 days'
          - (r3 * interval '1 hour') as ca,
        ((g::bigint * 7919) % (select count(*) from bench_assets))::int as ai
      from (select g, random() as r1, random() as r2, random() as r3, random() as r4 from generate_series(1, ${n}) g) x
    ) s
    join bench_assets a on a.idx = s.ai`);
  await db.execute(sql`drop table bench_assets`);
  for (const d of defs) await db.execute(sql.raw(d.def));
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // counts run as index-only scans.
  await db.execute(sql`vacuum analyze`);
}

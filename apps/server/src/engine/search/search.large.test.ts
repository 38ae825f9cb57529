import { DataviewPath } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import { textMatchSql } from "../dictionary/text-match.js";
import { COUNT_CAP } from "./search.repository.js";
import { execSearch } from "./search.test-support.js";

/** Past the count cap: the total becomes an estimate and deep pages still come by keyset cursor. */
describe.each(engines)("dataview on a large table (%s)", (engine) => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.db.execute(sql`
      insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
      select 'BULK-' || g, s.company_id, s.site_id, s.status, s.priority, 'bulk ' || g,
             now() - make_interval(secs => g)
      from (select * from service_requests order by id limit 1) s, generate_series(1, ${COUNT_CAP + 500}) g`);
    await t.db.execute(sql`analyze service_requests`);
    staff = await signedIn(t.app, DEMO.staff.email);
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers an estimated total above the cap", async () => {
    const { res, body } = await execSearch(staff, { screenName: "request" });
    expect(res.statusCode).toBe(200);
    expect(body.totalIsEstimate).toBe(true);
    // The planner's row estimate, not merely the cap (the table holds about COUNT_CAP + 1000 rows).
    expect(body.total).toBeGreaterThan(COUNT_CAP + 1);
    const filtered = await execSearch(staff, { screenName: "request", searchValue: "BULK-1234" });
    expect(filtered.body).toMatchObject({ totalIsEstimate: false });
    expect(filtered.body.total).toBeGreaterThan(0);
  });

  it("estimates a status past the cap in the dashboard's breakdown, marked, and counts the others exactly", async () => {
    type Status = { code: string; count: number; isEstimate: boolean };
    const statuses = (await staff.get(DataviewPath.serviceRequestStatuses)).json<Status[]>();
    const big = statuses.filter((s) => s.isEstimate);
    expect(big).toHaveLength(1);
    expect(big[0]!.count).toBeGreaterThan(COUNT_CAP);
    for (const s of statuses.filter((x) => !x.isEstimate)) {
      const list = await execSearch(staff, {
        screenName: "request",
        searchMap: { "request.status": s.code },
      });
      expect(list.body, s.code).toMatchObject({ total: s.count, totalIsEstimate: false });
    }
  });

  it("has the indexes that serve the text search's SQL on this engine", async () => {
    // Only an index can answer a rare value without reading every row; seq scans are priced out
    // so the plan shows whether the indexes exist and match the SQL the search builds: the
    // number's prefix and suffix btrees (identifier) and the description's trigram index.
    const table = findTable("service_requests")!;
    const match = ["request_number", "description"].map((c) =>
      textMatchSql(findColumn(table, c)!, "bulk-1234"),
    );
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select t.id from service_requests t where ${sql.join(match, sql` or `)}`,
      );
      return (result as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((r) => r["QUERY PLAN"]);
    });
    const text = plan.join("\n");
    expect(text).toContain("service_requests_number_prefix_idx");
    expect(text).toContain("service_requests_number_suffix_idx");
    expect(text).toContain("service_requests_description_trgm_idx");
  });

  it("reaches a page past the offset limit by cursor, and it joins the previous page exactly", async () => {
    const orderBy = [{ column: "created_at", direction: "desc" }];
    let cursor: string | null = null;
    let previous: number[] = [];
    for (let page = 0; page < 55; page += 1) {
      const { body } = await execSearch(staff, { screenName: "request", orderBy, pageSize: 200, cursor });
      const ids = body.rows.map((r) => Number(r.id));
      expect(ids.some((id) => previous.includes(id))).toBe(false);
      previous = ids;
      cursor = body.nextCursor;
    }
    expect(previous).toHaveLength(200);
    const offset = await execSearch(staff, { screenName: "request", orderBy, pageSize: 200, page: 55 });
    expect(offset.res.statusCode).toBe(400);
  });
});

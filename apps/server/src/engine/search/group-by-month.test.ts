import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { execSearch } from "./search.test-support.js";

/** groupBy "column:month": rows per calendar month of a date-time column, under the row scope. */
describe.each(engines)("execsearch groupBy month (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
  }, 120_000);
  afterAll(async () => t?.close());

  it("counts the caller's rows per month (YYYY-MM, in time order), adding up to the list's total", async () => {
    for (const client of [customer, customer2]) {
      const { res, body } = await execSearch(client, {
        screenName: "request",
        groupBy: ["created_at:month"],
        pageSize: 200,
      });
      expect(res.statusCode).toBe(200);
      const months = body.rows.map((r) => String(r.created_at));
      expect(months.every((m) => /^\d{4}-\d{2}$/.test(m))).toBe(true);
      expect(months).toEqual([...months].sort());
      const list = await execSearch(client, { screenName: "request", pageSize: 1 });
      expect(body.rows.reduce((n, r) => n + Number(r.count), 0)).toBe(list.body.total);
    }
  });

  it("puts an instant in its UTC month", async () => {
    await t.db.execute(sql`
      insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
      select 'MONTH-EDGE', s.company_id, s.site_id, s.status, s.priority, 'edge', '2020-01-31T23:30:00-05:00'
      from (select t.* from service_requests t join persons p on p.company_id = t.company_id
            where p.email = ${DEMO.customer.email} order by t.id limit 1) s`);
    const { body } = await execSearch(customer, {
      screenName: "request",
      groupBy: ["created_at:month"],
      searchValue: "MONTH-EDGE",
    });
    // 2020-01-31 23:30 in New York is 2020-02-01 04:30 UTC.
    expect(body.rows.map((r) => r.created_at)).toContain("2020-02");
  });

  it("refuses a month of a column that is no date, naming it", async () => {
    const { res } = await execSearch(customer, {
      screenName: "request",
      groupBy: ["status", "status:month"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("groupBy[1]");
  });
});

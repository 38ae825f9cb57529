import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
// RFC 4180 as a client reads it (quoted cells with commas, quotes and line breaks; CRLF records).
import { parse as parseCsv } from "csv-parse/sync";

const EXPORT = "/api/dataview/exportcsv";
const BOM = "\uFEFF";

async function exportCsv(
  client: TestClient,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const res = await client.post(EXPORT, body, { headers });
  const text = res.rawPayload.toString("utf8");
  // A compressed answer is read by the test that asked for it.
  const readable = res.statusCode === 200 && !res.headers["content-encoding"];
  return { res, text, table: readable ? parseCsv(text.replace(/^\uFEFF/, "")) : [] };
}

const numbersOf = async (t: TestApp, where: ReturnType<typeof sql>) =>
  (
    (await t.db.execute(sql`select request_number from service_requests t where ${where}`)) as unknown as {
      rows: { request_number: string }[];
    }
  ).rows.map((r) => r.request_number);

describe.each(engines)("CSV export of a list (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let companyA: number;
  let messages: Record<string, string>;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
    const found = (await t.db.execute(
      sql`select company_id from persons where email = ${DEMO.customer.email}`,
    )) as unknown as { rows: { company_id: number }[] };
    companyA = found.rows[0]!.company_id;
    // Text a spreadsheet would run as a formula, in company A's newest requests.
    const payloads = [
      '=HYPERLINK("http://x")',
      "+1+1",
      "-2",
      "@SUM(A1)",
      "\tTAB",
      "\rCR",
      'say "hi", then\nleave',
    ];
    for (const [i, payload] of payloads.entries())
      await t.db.execute(sql`
        insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
        select ${`INJ-${i}`}, s.company_id, s.site_id, s.status, s.priority, ${payload}, now() + make_interval(secs => ${i + 1})
        from (select * from service_requests where company_id = ${companyA} order by id limit 1) s`);
    messages = await loadMessages(t.db);
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers a CSV attachment: UTF-8 with BOM, the header row = the visible columns' labels in their order", async () => {
    const { res, text, table } = await exportCsv(customer, {
      screenName: "request",
      searchQuery: ["status", "request_number", "description"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="request-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(table[0]).toEqual([
      messages.request_status,
      messages.request_number,
      messages.request_description,
    ]);
    expect(table[0]).toEqual(["Status", "Request #", expect.any(String)]);
  });

  it("exports every row of the caller's company, none of another's, code values as descriptions", async () => {
    const { table } = await exportCsv(customer, {
      screenName: "request",
      searchQuery: ["request_number", "status"],
    });
    const own = await numbersOf(t, sql`company_id = ${companyA}`);
    const exported = table.slice(1).map((r) => r[0]);
    expect(exported.sort()).toEqual(own.sort());
    const other = await numbersOf(t, sql`company_id <> ${companyA} or company_id is null`);
    expect(other.length).toBeGreaterThan(0);
    expect(exported.some((n) => other.includes(n!))).toBe(false);
    const second = await exportCsv(customer2, { screenName: "request", searchQuery: ["request_number"] });
    expect(second.table.slice(1).some(([n]) => own.includes(n!))).toBe(false);
    // No raw codes: NEW shows as its description.
    const statuses = new Set(table.slice(1).map((r) => r[1]));
    expect(statuses.has("NEW")).toBe(false);
    expect(statuses.has(messages.status_new ?? "New")).toBe(true);
  });

  it("neutralises formula-like text with a leading quote and keeps quoted text whole", async () => {
    const { table } = await exportCsv(customer, {
      screenName: "request",
      searchQuery: ["request_number", "description"],
      searchValue: "INJ-",
    });
    const byNumber = Object.fromEntries(table.slice(1).map(([n, d]) => [n, d]));
    expect(byNumber).toEqual({
      "INJ-0": '\'=HYPERLINK("http://x")',
      "INJ-1": "'+1+1",
      "INJ-2": "'-2",
      "INJ-3": "'@SUM(A1)",
      "INJ-4": "'\tTAB",
      "INJ-5": "'\rCR",
      "INJ-6": 'say "hi", then\nleave',
    });
  });

  it("applies the filters and the sort of the list, and exports 0 and 1 rows exactly", async () => {
    const filtered = await exportCsv(staff, {
      screenName: "request",
      searchQuery: ["request_number", "status"],
      searchMap: { "request.status": "NEW" },
      orderBy: [{ column: "request_number", direction: "asc" }],
      page: 3,
      pageSize: 5,
    });
    const expected = await numbersOf(t, sql`status = 'NEW'`);
    const rows = filtered.table.slice(1);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(5); // paging ignored
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set([messages.status_new ?? "New"]));
    const numbers = rows.map((r) => r[0]!);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const none = await exportCsv(staff, { screenName: "request", searchValue: "no-such-request-anywhere" });
    expect(none.res.statusCode).toBe(200);
    expect(none.table).toHaveLength(1); // the header alone
    const one = await exportCsv(staff, { screenName: "request", searchValue: "INJ-3" });
    expect(one.table).toHaveLength(2);
  });

  it("streams through compression intact", async () => {
    const { res } = await exportCsv(customer, { screenName: "request" }, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(res.rawPayload).toString("utf8");
    expect(text.startsWith(BOM)).toBe(true);
    const own = await numbersOf(t, sql`company_id = ${companyA}`);
    expect(parseCsv(text.slice(1))).toHaveLength(own.length + 1);
  });

  it("refuses what execsearch refuses, naming the field, and needs XSRF", async () => {
    const column = await customer.post(EXPORT, { screenName: "request", searchQuery: ["password_hash"] });
    expect(column.statusCode).toBe(400);
    expect(column.json().details[0].path).toBe("searchQuery[0]");
    const zone = await customer.post(EXPORT, { screenName: "request", timeZone: "Mars/Olympus" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().details[0].path).toBe("timeZone");
    const noXsrf = await customer.post(EXPORT, { screenName: "request" }, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
  });
});

describe.each(engines)("CSV export of 200,000 rows (%s)", (engine) => {
  let t: TestApp;
  let staff: TestClient;
  let customer2: TestClient;
  beforeAll(async () => {
    let customer: TestClient;
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    void customer;
    await t.db.execute(sql`
      insert into service_requests (request_number, company_id, site_id, status, priority, description, created_at)
      select 'BIG-' || g, s.company_id, s.site_id, s.status, s.priority, 'bulk ' || g,
             now() - make_interval(secs => g)
      from (select t.* from service_requests t join persons p on p.company_id = t.company_id
            where p.email = ${DEMO.customer.email} order by t.id limit 1) s,
           generate_series(1, 200000) g`);
    staff = await signedIn(t.app, DEMO.staff.email);
  }, 300_000);
  afterAll(async () => t?.close());

  it("exports every row (no cap, no truncation), and another company's export holds none of them", async () => {
    const [{ n }] = (
      (await t.db.execute(sql`select count(*)::int as n from service_requests`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(200_000);
    const { res, table } = await exportCsv(staff, { screenName: "request", searchQuery: ["request_number"] });
    expect(res.statusCode).toBe(200);
    expect(table.length - 1).toBe(n);
    expect(new Set(table.slice(1).map((r) => r[0])).size).toBe(n); // no row twice
    const other = await exportCsv(customer2, { screenName: "request", searchQuery: ["request_number"] });
    expect(other.table.length).toBeGreaterThan(1);
    expect(other.table.slice(1).some(([num]) => num!.startsWith("BIG-"))).toBe(false);
  }, 300_000);
});

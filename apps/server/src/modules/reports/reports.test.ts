import { DocumentsPath, type TReport, type TSearchResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { persons } from "../../platform/persons/persons.table.js";

const importUrl = DocumentsPath.list.replace(":kind", "report");
const SEEDED = ["requests-by-status", "requests-by-priority", "requests-per-month", "returns-by-reason"];

/** Runs a report as the page does: execsearch on its screen with groupBy and its filters. */
async function run(client: TestClient, report: TReport) {
  const res = await client.post("/api/dataview/execsearch", {
    screenName: report.source.screen,
    groupBy: report.groupBy,
    searchMap: report.filters,
    pageSize: 200,
  });
  expect(res.statusCode).toBe(200);
  return res.json<TSearchResponse>();
}

const listTotal = async (client: TestClient, screenName: string) =>
  (await client.post("/api/dataview/execsearch", { screenName, pageSize: 1 })).json<TSearchResponse>().total;

describe.each(engines)("reports (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let basic: TestClient;
  let designer: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    const [a] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer.email));
    const person = await createPerson(t.db, { companyId: a!.companyId, roleCode: "CUSTOMER_BASIC" });
    basic = await signedIn(t.app, person.email, person.password);
    designer = await signedIn(t.app, DEMO.designer.email);
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists the four seeded reports in their order, with source, grouping and chart", async () => {
    const res = await customer.get("/api/reports");
    expect(res.statusCode).toBe(200);
    const reports = res.json<TReport[]>();
    expect(reports.map((r) => r.name)).toEqual(SEEDED);
    expect(reports[0]).toMatchObject({
      title: "report_requests_by_status",
      source: { screen: "request" },
      groupBy: ["status"],
      measure: "count",
      chart: "bar",
    });
  });

  it("leaves out a report whose list the caller's role cannot open, and refuses it by name", async () => {
    const names = (await basic.get("/api/reports")).json<TReport[]>().map((r) => r.name);
    expect(names).toEqual(["requests-by-status", "requests-by-priority", "requests-per-month"]);
    expect(
      (await basic.get("/api/reports/report", { query: { name: "returns-by-reason" } })).statusCode,
    ).toBe(403);
    expect((await customer.get("/api/reports/report", { query: { name: "nope" } })).statusCode).toBe(404);
  });

  it("counts only the caller's company's rows: the groups add up to the list's total", async () => {
    const report = (
      await customer.get("/api/reports/report", { query: { name: "requests-by-status" } })
    ).json<TReport>();
    const perMonth = (
      await customer.get("/api/reports/report", { query: { name: "requests-per-month" } })
    ).json<TReport>();
    for (const client of [customer, customer2])
      for (const r of [report, perMonth]) {
        const groups = await run(client, r);
        const sum = groups.rows.reduce((n, row) => n + Number(row.count), 0);
        expect(sum).toBe(await listTotal(client, "request"));
      }
    const a = await run(customer, report);
    const b = await run(customer2, report);
    expect(a.rows).not.toEqual(b.rows);
  });

  it("refuses a report naming what its screen does not have, each problem at its path", async () => {
    const res = await designer.post(importUrl, {
      document: {
        formatVersion: 1,
        name: "broken",
        title: "no_such_message",
        source: { screen: "request" },
        groupBy: ["password_hash", "status:month"],
        filters: { "request.secret": "x" },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      "title",
      "groupBy[0]",
      "groupBy[1]",
      "filters.request.secret",
    ]);
    const ok = await designer.post(importUrl, {
      document: {
        formatVersion: 1,
        name: "new-requests-by-priority",
        title: "report_requests_by_priority",
        source: { screen: "request" },
        groupBy: ["priority"],
        chart: "line",
        filters: { "request.status": "NEW" },
        order: 40,
      },
    });
    expect(ok.statusCode).toBe(200);
    const names = (await customer.get("/api/reports")).json<TReport[]>().map((r) => r.name);
    expect(names).toEqual([...SEEDED, "new-requests-by-priority"]);
    expect((await customer.post(importUrl, { document: { formatVersion: 1 } })).statusCode).toBe(403);
  });
});

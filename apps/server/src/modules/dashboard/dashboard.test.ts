import {
  DashboardPath,
  DataviewPath,
  DocumentsPath,
  MetadataPath,
  WorkflowPath,
  type TDashboardCardView,
  type TDashboardResponse,
  type TScreenResponse,
} from "@fsm/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { persons } from "../../db/schema.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { execSearch } from "../../engine/search/search.test-support.js";
import { postForm } from "../../engine/workflows/workflows.test-support.js";
import { findByName } from "../../engine/documents/documents.repository.js";
import { metadataDocuments } from "../../engine/documents/documents.table.js";
import { seedDashboards } from "./dashboard.seed.js";

const importUrl = DocumentsPath.list.replace(":kind", "dashboard");
type Counter = Extract<TDashboardCardView, { kind: "counter" }>;

describe.each(engines)("Dashboard getdashboard and the dashboard kind (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let designer: TestClient;
  let basic: TestClient;
  let companyA: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    designer = await signedIn(t.app, DEMO.designer.email);
    const [a] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer.email));
    companyA = a!.companyId!;
    // A customer whose role opens requests only (no RMA): the cards of other areas must vanish.
    const person = await createPerson(t.db, { roleCode: "CUSTOMER_BASIC", companyId: companyA });
    basic = await signedIn(t.app, person.email, person.password);
  });
  afterAll(async () => t?.close());

  const dashboard = async (client: TestClient) => {
    const res = await client.get(DashboardPath.getDashboard);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TDashboardResponse>();
  };
  const ids = (d: TDashboardResponse) => d.cards.map((c) => c.id);
  const counters = (d: TDashboardResponse) => d.cards.filter((c): c is Counter => c.kind === "counter");
  const count = async (client: TestClient, card: Counter) => {
    const res = await client.get(DataviewPath.refreshCounters, {
      query: { screenName: card.screenName, elementId: card.elementId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ count: number }>().count;
  };

  it("answers each role its own seeded dashboard, and roles without one the default", async () => {
    const mine = await dashboard(customer);
    expect(mine.name).toBe("CUSTOMER");
    expect(ids(mine)).toEqual([
      "newRequests",
      "inProgress",
      "onHold",
      "openReturns",
      "start",
      "statuses",
      "activity",
      "summaries",
      "profile",
    ]);
    const theirs = await dashboard(staff);
    expect(theirs.name).toBe("STAFF");
    expect(ids(theirs)).toContain("allRequests");
    expect((await dashboard(designer)).name).toBe("default");
    expect((await t.app.inject({ method: "GET", url: DashboardPath.getDashboard })).statusCode).toBe(401);
  });

  it("resolves quick actions and approved summaries with their titles in the caller's words", async () => {
    const cards = (await dashboard(customer)).cards;
    expect(cards.find((c) => c.kind === "quickActions")).toMatchObject({
      title: "dashboard_actions_title",
      actions: [
        { startScreen: "REQUEST_SITE", workflow: "REQUEST" },
        { startScreen: "RMA_LINES", workflow: "RMA" },
      ],
    });
    const summaries = cards.find((c) => c.kind === "summaries");
    const [title] = await rowsOf(
      t.db,
      sql`select text from portal_messages where key = 'wf_request_summary_title' and locale = 'en-US'`,
    );
    expect(summaries).toMatchObject({
      summaries: [
        {
          workflow: "REQUEST",
          summaryScreen: "REQUEST_SUMMARY",
          table: "service_requests",
          title: title!.text,
        },
      ],
    });
    const counter = counters(await dashboard(customer))[0]!;
    expect(counter).toMatchObject({
      title: "dashboard_counter_new",
      refreshSeconds: 60,
      list: { screenName: "request", table: "service_requests", filters: { "request.status": "NEW" } },
    });
  });

  it("leaves out the cards of areas the caller's role does not open", async () => {
    const cards = (await dashboard(basic)).cards;
    expect(ids(await dashboard(basic))).not.toContain("openReturns");
    const actions = cards.find((c) => c.kind === "quickActions");
    expect(actions).toMatchObject({ actions: [{ workflow: "REQUEST" }] });
    expect(ids(await dashboard(basic))).toContain("statuses");
  });

  it("counts exactly what the list it opens shows, for a customer and for staff, never another company's rows", async () => {
    for (const client of [customer, staff, customer2]) {
      for (const card of counters(await dashboard(client))) {
        const list = await execSearch(client, {
          screenName: card.list.screenName,
          searchMap: card.list.filters,
        });
        expect(list.res.statusCode, list.res.body).toBe(200);
        expect(await count(client, card), card.id).toBe(list.body.total);
      }
    }
    // The customer's "new requests" are its company's NEW requests; staff count every company's.
    const counted = async (client: TestClient) =>
      count(
        client,
        counters(await dashboard(client)).find((c) => c.id === "newRequests")!,
      );
    const [own] = await rowsOf(
      t.db,
      sql`select count(*)::int as n from service_requests where status = 'NEW' and company_id = ${companyA}`,
    );
    const [all] = await rowsOf(
      t.db,
      sql`select count(*)::int as n from service_requests where status = 'NEW'`,
    );
    expect(await counted(customer)).toBe(Number(own!.n));
    expect(await counted(staff)).toBe(Number(all!.n));
    expect(Number(all!.n)).toBeGreaterThan(Number(own!.n));
  });

  it("hides the cards of a switched-off community element from everyone but designers", async () => {
    const screen = (
      await designer.get(MetadataPath.fetchScreen, { query: { screenName: "DASHBOARD_RMA_COUNTERS" } })
    ).json<TScreenResponse>();
    const off = await designer.post(MetadataPath.removeCommunityElement, {
      ScreenId: screen.screenId,
      Disabled: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect(ids(await dashboard(customer))).not.toContain("openReturns");
      expect(ids(await dashboard(staff))).not.toContain("openReturns");
      expect(ids(await dashboard(designer))).toContain("openReturns");
    } finally {
      await designer.post(MetadataPath.removeCommunityElement, {
        ScreenId: screen.screenId,
        Disabled: false,
      });
    }
    expect(ids(await dashboard(customer))).toContain("openReturns");
  });

  it("refuses a dashboard naming what does not exist, each problem at its path", async () => {
    const res = await designer.post(importUrl, {
      document: {
        formatVersion: 1,
        name: "CUSTOMER_BASIC",
        cards: [
          { kind: "counter", id: "a", screenName: "NO_SUCH_SCREEN", elementId: "x" },
          { kind: "counter", id: "b", screenName: "DASHBOARD_REQUEST_COUNTERS", elementId: "nope" },
          { kind: "quickActions", id: "c", actions: [{ startScreen: "NOWHERE" }] },
          { kind: "summaries", id: "d", workflows: ["RMA_LINES"] },
          { kind: "statuses", id: "e", title: "no_such_message" },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      "cards[0].screenName",
      "cards[1].elementId",
      "cards[2].actions[0].startScreen",
      "cards[3].workflows[0]",
      "cards[4].title",
    ]);
    expect(
      (await customer.post(importUrl, { document: { formatVersion: 1, name: "X", cards: [] } })).statusCode,
    ).toBe(403);
    expect(ids(await dashboard(basic))).toContain("newRequests");
  });

  it("lets a designer give a role its own dashboard through the generic document call", async () => {
    const res = await designer.post(importUrl, {
      document: {
        formatVersion: 1,
        name: "CUSTOMER_BASIC",
        cards: [
          { kind: "activity", id: "feed", pageSize: 5 },
          { kind: "counter", id: "mine", screenName: "DASHBOARD_REQUEST_COUNTERS", elementId: "allRequests" },
        ],
      },
      comment: "requests-only customers see the feed first",
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await dashboard(basic);
    expect(mine).toMatchObject({ name: "CUSTOMER_BASIC", revision: 1 });
    expect(mine.cards).toEqual([
      { kind: "activity", id: "feed", title: "dashboard_activity_title", pageSize: 5 },
      expect.objectContaining({
        kind: "counter",
        id: "mine",
        refreshSeconds: null,
        list: expect.objectContaining({ filters: {} }),
      }),
    ]);
  });
  it("shows a workflow's approved summary under the dashboard title saveapprovedsummaryscreen gives it", async () => {
    const res = await postForm(designer, WorkflowPath.saveApprovedSummaryScreen, {
      screenName: "REQUEST_SUMMARY",
      dashBoardTitleMsgId: "wf_request_summary_title",
      dashboardTitle: "Approved and on their way",
      wfStartScreen: "SURVEY_SITE",
    });
    expect(res.statusCode, res.body).toBe(200);
    const summaries = (await dashboard(customer)).cards.find((c) => c.kind === "summaries");
    expect(summaries).toMatchObject({
      summaries: [
        { workflow: "REQUEST", title: "Approved and on their way" },
        { workflow: "SITE_SURVEY", summaryScreen: "REQUEST_SUMMARY", title: "Approved and on their way" },
      ],
    });
  });
  it("seeds into an older database without the cards whose screens a designer removed, instead of failing the start", async () => {
    const docs = metadataDocuments;
    let seeded: unknown;
    await t.db
      .transaction(async (tx) => {
        await tx.delete(docs).where(and(eq(docs.kind, "dashboard"), eq(docs.name, "CUSTOMER")));
        await tx.delete(docs).where(and(eq(docs.kind, "screen"), eq(docs.name, "DASHBOARD_RMA_COUNTERS")));
        await seedDashboards(tx);
        seeded = (await findByName(tx, "dashboard", "CUSTOMER"))?.document;
        tx.rollback(); // nothing of this test stays
      })
      .catch(() => undefined);
    const cards = (seeded as { cards: { id: string }[] }).cards.map((c) => c.id);
    expect(cards).toContain("newRequests");
    expect(cards).not.toContain("openReturns");
    expect(ids(await dashboard(customer))).toContain("openReturns");
  });
  // Last: it rewrites the CUSTOMER dashboard.
  it("shows a report's chart only to callers who may run the report (its source list's area)", async () => {
    const chart = (await dashboard(staff)).cards.find((c) => c.kind === "chart");
    expect(chart).toEqual({
      kind: "chart",
      id: "requestsPerMonth",
      title: "report_requests_per_month",
      report: {
        name: "requests-per-month",
        source: { screen: "request" },
        groupBy: ["created_at:month"],
        filters: {},
        chart: "line",
      },
    });
    // What the card runs (execsearch with the report's grouping) answers, in the caller's scope.
    const run = await execSearch(staff, {
      screenName: "request",
      groupBy: ["created_at:month"],
      pageSize: 200,
    });
    expect(run.res.statusCode, run.res.body).toBe(200);
    expect(run.body.rows.length).toBeGreaterThan(0);

    const cards = [
      { kind: "chart", id: "byStatus", report: "requests-by-status" },
      { kind: "chart", id: "returns", report: "returns-by-reason", title: "dashboard_statuses_title" },
    ];
    for (const name of ["CUSTOMER_BASIC", "CUSTOMER"]) {
      const res = await designer.post(importUrl, { document: { formatVersion: 1, name, cards } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // A customer whose role opens no returns gets no chart of returns; one whose role does, both.
    expect(ids(await dashboard(basic))).toEqual(["byStatus"]);
    const both = await dashboard(customer);
    expect(ids(both)).toEqual(["byStatus", "returns"]);
    expect(both.cards[1]).toMatchObject({
      title: "dashboard_statuses_title",
      report: { source: { screen: "rma" } },
    });
    expect((await execSearch(basic, { screenName: "rma", groupBy: ["reason_code"] })).res.statusCode).toBe(
      403,
    );

    const bad = await designer.post(importUrl, {
      document: {
        formatVersion: 1,
        name: "CUSTOMER_BASIC",
        cards: [{ kind: "chart", id: "x", report: "nope" }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      "cards[0].report",
    ]);
  });
});

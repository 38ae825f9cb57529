import { DataviewPath, type TSearchResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { execSearch } from "./search.test-support.js";

type Row = Record<string, string | number | null>;

describe.each(engines)("dataview search (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let staff: TestClient;
  let companyA: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const result = (await t.db.execute(
      sql`select company_id from persons where email = ${DEMO.customer.email}`,
    )) as unknown as { rows: { company_id: number }[] };
    companyA = result.rows[0]!.company_id;
  });
  afterAll(async () => t?.close());

  const companyOf = async (ids: number[]) => {
    const result = (await t.db.execute(
      sql`select distinct company_id from service_requests where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { company_id: number }[] };
    return result.rows.map((r) => r.company_id);
  };

  it("answers the first page in the screen's default order, within the customer's company", async () => {
    const { res, body } = await execSearch(customer, { screenName: "REQUEST" });
    expect(res.statusCode).toBe(200);
    expect(body.pageSize).toBe(25);
    expect(body.rows).toHaveLength(25);
    expect(body.totalIsEstimate).toBe(false);
    expect(body.nextCursor).toEqual(expect.any(String));
    const created = body.rows.map((r) => Date.parse(String(r.created_at)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(await companyOf(body.rows.map((r) => Number(r.id)))).toEqual([companyA]);
    const staffTotal = (await execSearch(staff, { screenName: "request" })).body.total;
    expect(staffTotal).toBeGreaterThan(body.total);
  });

  it.each(["request_number", "status", "priority", "created_at", "updated_at"])(
    "sorts by %s both ways",
    async (column) => {
      for (const direction of ["asc", "desc"] as const) {
        const { body } = await execSearch(staff, {
          screenName: "request",
          orderBy: [{ column, direction }],
          pageSize: 50,
        });
        const values = body.rows.map((r) => String(r[column]));
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        // Text order follows the database collation; compare only where it cannot differ (ASCII keys).
        if (direction === "desc") sorted.reverse();
        if (column !== "request_number") expect(values).toEqual(sorted);
        expect(body.rows).toHaveLength(50);
      }
    },
  );

  it("filters by a declared filter item and by searchMap", async () => {
    const status = String((await execSearch(customer, { screenName: "request" })).body.rows[0]!.status);
    const { body } = await execSearch(customer, {
      screenName: "request",
      dataConstraints: [{ left_operand: "request.status", operator: "EQ", right_operand: status }],
    });
    expect(body.rows.length).toBeGreaterThan(0);
    expect(new Set(body.rows.map((r) => r.status))).toEqual(new Set([status]));
    const mapped = await execSearch(customer, {
      screenName: "request",
      searchMap: { "request.status": status },
    });
    expect(mapped.body.total).toBe(body.total);
    const all = await execSearch(customer, { screenName: "request" });
    const blank = await execSearch(customer, {
      screenName: "request",
      searchMap: { "request.status": "", "request.priority": null },
    });
    expect(blank.body.total).toBe(all.body.total);
  });

  it("searches text over globalSearchColumns, with wildcards matched literally", async () => {
    const first = (await execSearch(customer, { screenName: "request" })).body.rows[0]!;
    const number = String(first.request_number);
    const { body } = await execSearch(customer, { screenName: "request", searchValue: number.toLowerCase() });
    expect(body.rows.map((r) => r.request_number)).toContain(number);
    const wild = await execSearch(customer, { screenName: "request", searchValue: "%" });
    expect(wild.body.total).toBe(0);
    const quick = await customer.get(DataviewPath.search, {
      query: { screenName: "request", searchValue: number, startNumber: "1", endNumber: "10" },
    });
    expect(quick.statusCode).toBe(200);
    expect(quick.json<TSearchResponse>().rows.map((r) => r.request_number)).toContain(number);
  });

  it("matches a request number from its start or its end, case-insensitively, not from its middle", async () => {
    const first = (await execSearch(customer, { screenName: "request" })).body.rows[0]!;
    const number = String(first.request_number); // SR-000123: prefix "SR-", six digits
    const numbersFor = async (searchValue: string) =>
      (await execSearch(customer, { screenName: "request", searchValue, pageSize: 100 })).body.rows.map((r) =>
        String(r.request_number),
      );
    const start = number.slice(0, -2).toLowerCase();
    expect(await numbersFor(start)).toContain(number);
    expect((await numbersFor(start)).every((n) => n.startsWith(start.toUpperCase()))).toBe(true);
    const end = number.slice(4);
    expect(await numbersFor(end)).toContain(number);
    expect((await numbersFor(end)).every((n) => n.endsWith(end))).toBe(true);
    // A fragment from the middle is no identifier search (and no demo description holds one).
    expect(await numbersFor(number.slice(2, -1))).toEqual([]);
    // LIKE wildcards stay literal in an identifier match too.
    expect(await numbersFor(`${number.slice(0, 2)}_`)).toEqual([]);
  });

  it("walks every row by keyset cursor, each exactly once, in the same order as offset pages", async () => {
    const orderBy = [{ column: "status", direction: "asc" }];
    const ids: number[] = [];
    let cursor: string | null | undefined;
    let total = 0;
    do {
      const { res, body } = await execSearch(staff, {
        screenName: "request",
        orderBy,
        pageSize: 200,
        cursor,
      });
      expect(res.statusCode).toBe(200);
      ids.push(...body.rows.map((r) => Number(r.id)));
      total = body.total;
      cursor = body.nextCursor;
    } while (cursor);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    const page3 = await execSearch(staff, { screenName: "request", orderBy, pageSize: 200, page: 3 });
    expect(page3.body.rows.map((r) => Number(r.id))).toEqual(ids.slice(400, 600));
  });

  it("refuses offset pages past the limit and cursors of another order", async () => {
    const deep = await execSearch(staff, { screenName: "request", page: 1000, pageSize: 200 });
    expect(deep.res.statusCode).toBe(400);
    expect(deep.res.json<{ message: string }>().message).toMatch(/^page: .*nextCursor/);
    const { body } = await execSearch(staff, { screenName: "request" });
    const other = await execSearch(staff, {
      screenName: "request",
      orderBy: [{ column: "priority", direction: "asc" }],
      cursor: body.nextCursor,
    });
    expect(other.res.statusCode).toBe(400);
    expect(other.res.json<{ message: string }>().message).toMatch(/^cursor:/);
  });

  it("groups by a search column and maps code labels", async () => {
    const grouped = await execSearch(customer, { screenName: "request", groupBy: ["status"] });
    expect(grouped.res.statusCode).toBe(200);
    const sum = grouped.body.rows.reduce((n, r) => n + Number((r as Row).count), 0);
    expect(sum).toBe((await execSearch(customer, { screenName: "request" })).body.total);
    const labelled = await execSearch(customer, { screenName: "request", mappedCodeValues: true });
    expect(Object.keys(labelled.body.codeLabels ?? {})).toContain("status");
  });

  it("answers execnavigationsearch, getDataForScreen, infocarddata and the status counts", async () => {
    const first = (await execSearch(customer, { screenName: "request" })).body.rows[0]!;
    const nav = await customer.post(DataviewPath.execNavigationSearch, {
      screenName: "request",
      navigationSearchCriterias: [{ left_operand: "request_number", right_operand: first.request_number }],
    });
    expect(nav.json<TSearchResponse>().rows.map((r) => r.id)).toEqual([first.id]);
    const data = await customer.post(DataviewPath.getDataForScreen, {
      screenName: "request",
      searchQuery: { tableName: "service_requests", keyAttributes: [{ key_attr: "id", value: first.id }] },
    });
    const sameByRendererShape = await customer.post(DataviewPath.getDataForScreen, {
      screenName: "request",
      searchQuery: { table: "service_requests", keys: [{ key_attr: "id", value: first.id }] },
    });
    expect(sameByRendererShape.json()).toEqual(data.json());
    expect(data.statusCode).toBe(200);
    const model = data.json<{ dataModel: Row; childTables: Record<string, Row[]> }>();
    expect(model.dataModel).toMatchObject({ id: first.id, version: expect.any(Number) });
    // History and notes are the request page's timeline (requestwf/timeline), not a grid of the screen.
    expect(model.childTables).toEqual({});
    const card = await customer.post(DataviewPath.infoCardData, {
      tableName: "sites",
      placeHolders: "name,city",
      dataConstraints: [{ left_operand: "sites.id", operator: "EQ", right_operand: model.dataModel.site_id }],
    });
    expect(card.statusCode).toBe(200);
    expect(card.json<{ rows: Row[] }>().rows).toHaveLength(1);
    const statuses = await customer.get(DataviewPath.serviceRequestStatuses);
    const counts = statuses.json<{ code: string; count: number }[]>();
    expect(counts.reduce((n, s) => n + s.count, 0)).toBe(
      (await execSearch(customer, { screenName: "request" })).body.total,
    );
  });

  it("getDataForScreen names the statuses the caller may set: a customer its own and Cancelled, staff the staff moves", async () => {
    const open = (await execSearch(customer, { screenName: "request" })).body.rows.find((r) =>
      ["NEW", "ASSIGNED", "IN_PROGRESS", "ON_HOLD"].includes(String(r.status)),
    )!;
    const ask = (client: TestClient) =>
      client.post(DataviewPath.getDataForScreen, {
        screenName: "request",
        searchQuery: { tableName: "service_requests", keyAttributes: [{ key_attr: "id", value: open.id }] },
      });
    const mine = (await ask(customer)).json<{ statusChoices?: { column: string; values: string[] } }>();
    expect(mine.statusChoices).toEqual({ column: "status", values: [String(open.status), "CANCELLED"] });
    const theirs = (await ask(staff)).json<{ statusChoices?: { column: string; values: string[] } }>();
    expect(theirs.statusChoices?.values[0]).toBe(open.status);
    expect(theirs.statusChoices?.values).toEqual(expect.arrayContaining(["RESOLVED", "CLOSED", "CANCELLED"]));
  });
});

import { DataviewPath, type TSearchResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { domainStatementsDuring, execSearch } from "./search.test-support.js";

describe.each(engines)("dataview security (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
  });
  afterAll(async () => t?.close());

  const refused: [string, Record<string, unknown>, RegExp][] = [
    [
      "a sort column the screen does not declare sortable",
      { orderBy: [{ column: "password_hash" }] },
      /^orderBy\[0\]\.column: "password_hash" is not a sortable column of screen "request"$/,
    ],
    [
      "SQL in a sort column",
      { orderBy: [{ column: "created_at; drop table persons --" }] },
      /^orderBy\[0\]\.column: .* is not a sortable column/,
    ],
    [
      "a sort direction that is SQL",
      { orderBy: [{ column: "status", direction: "asc, (select 1)" }] },
      /^orderBy/,
    ],
    [
      "a declared but unsortable column",
      { orderBy: [{ column: "description" }] },
      /"description" is not a sortable column/,
    ],
    [
      "an undeclared filter",
      { dataConstraints: [{ left_operand: "persons.password_hash", right_operand: "x" }] },
      /^dataConstraints\[0\]\.left_operand: "persons\.password_hash" is not a filter of screen "request"$/,
    ],
    [
      "SQL as a filter name",
      { dataConstraints: [{ left_operand: "1=1) or (1=1", right_operand: "x" }] },
      /^dataConstraints\[0\]\.left_operand:/,
    ],
    [
      "an unknown operator",
      { dataConstraints: [{ left_operand: "request.status", operator: "OR 1=1", right_operand: "x" }] },
      /^dataConstraints\[0\]\.operator: operator "OR 1=1" is not allowed/,
    ],
    [
      "an operator other than the declared one",
      { dataConstraints: [{ left_operand: "request.status", operator: "LIKE", right_operand: "x" }] },
      /declared EQ/,
    ],
    [
      "an unknown column in searchQuery",
      { searchQuery: "id,password_hash" },
      /^searchQuery\[1\]: "password_hash"/,
    ],
    ["SQL in searchQuery", { searchQuery: ["(select email from persons)"] }, /^searchQuery\[0\]:/],
    ["an unknown groupBy column", { groupBy: ["company_id"] }, /^groupBy\[0\]: "company_id" is not a column/],
    ["an unknown searchMap item", { searchMap: { "request.nope": "x" } }, /^searchMap\[0\]\.left_operand:/],
    ["a forged cursor", { cursor: "eyJvIjoiJyBvciAxPTEifQ" }, /^cursor:/],
  ];

  it.each(refused)("refuses %s with a 400 naming it, and runs nothing", async (_, extra, message) => {
    let res!: Awaited<ReturnType<typeof execSearch>>["res"];
    const statements = await domainStatementsDuring(async () => {
      res = (await execSearch(customer, { screenName: "request", ...extra })).res;
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(statements).toEqual([]);
  });

  it("binds values as parameters: quotes and SQL in a value match nothing", async () => {
    for (const value of ["' OR 1=1 --", "x'); drop table persons; --", "\\' or ''='"]) {
      const filtered = await execSearch(customer, {
        screenName: "request",
        dataConstraints: [{ left_operand: "request.status", right_operand: value }],
      });
      expect(filtered.res.statusCode).toBe(200);
      expect(filtered.body.total).toBe(0);
      const text = await execSearch(customer, { screenName: "request", searchValue: value });
      expect(text.body.total).toBe(0);
    }
    const persons = (await t.db.execute(sql`select count(*)::int as n from persons`)) as unknown as {
      rows: { n: number }[];
    };
    expect(persons.rows[0]!.n).toBeGreaterThan(0);
  });

  it("refuses values of the wrong type with the path", async () => {
    const res = (
      await execSearch(customer, {
        screenName: "rma",
        dataConstraints: [{ left_operand: "rma.status", right_operand: ["A", "B"] }],
      })
    ).res;
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      "dataConstraints[0].right_operand: must be a single value",
    );
  });

  it("a customer of company A reads, searches and counts nothing of company B", async () => {
    const mine = (await execSearch(customer, { screenName: "request", pageSize: 200 })).body;
    const theirs = (await execSearch(customer2, { screenName: "request", pageSize: 200 })).body;
    const myIds = new Set(mine.rows.map((r) => r.id));
    expect(theirs.rows.some((r) => myIds.has(r.id))).toBe(false);
    const foreign = theirs.rows[0]!;

    const calls: [string, () => Promise<{ statusCode: number; body: string }>, (b: string) => boolean][] = [
      [
        "execsearch by number",
        () =>
          customer.post(DataviewPath.execSearch, {
            screenName: "request",
            searchValue: String(foreign.request_number),
          }),
        (b) => JSON.parse(b).total === 0,
      ],
      [
        "search",
        () =>
          customer.get(DataviewPath.search, {
            query: { screenName: "request", searchValue: String(foreign.request_number) },
          }),
        (b) => JSON.parse(b).total === 0,
      ],
      [
        "execnavigationsearch",
        () =>
          customer.post(DataviewPath.execNavigationSearch, {
            screenName: "request",
            navigationSearchCriterias: [
              { left_operand: "request_number", right_operand: foreign.request_number },
            ],
          }),
        (b) => JSON.parse(b).total === 0,
      ],
      [
        "getDataForScreen",
        () =>
          customer.post(DataviewPath.getDataForScreen, { screenName: "request", searchValue: foreign.id }),
        () => true,
      ],
      [
        "infocarddata",
        () =>
          customer.post(DataviewPath.infoCardData, {
            tableName: "service_requests",
            placeHolders: "request_number,description",
            dataConstraints: [{ left_operand: "id", right_operand: foreign.id }],
          }),
        (b) => JSON.parse(b).rows.length === 0,
      ],
    ];
    for (const [name, call, empty] of calls) {
      const res = await call();
      expect([200, 404], name).toContain(res.statusCode);
      if (res.statusCode === 200) expect(empty(res.body), name).toBe(true);
      expect(res.body, name).not.toContain(String(foreign.request_number));
    }
    const statuses = (await customer.get(DataviewPath.serviceRequestStatuses)).json<{ count: number }[]>();
    expect(statuses.reduce((n, s) => n + s.count, 0)).toBe(mine.total);
  });

  it("answers 401 without a session and 403 without the XSRF header", async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.init();
    expect((await anonymous.post(DataviewPath.execSearch, { screenName: "request" })).statusCode).toBe(401);
    expect((await anonymous.get(DataviewPath.search, { query: { screenName: "request" } })).statusCode).toBe(
      401,
    );
    const noXsrf = await customer.post(DataviewPath.execSearch, { screenName: "request" }, { xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    const res = await customer.post("/API/DATAVIEW/EXECSEARCH", { screenName: "request" });
    expect(res.json<TSearchResponse>().rows.length).toBeGreaterThan(0);
  });
});

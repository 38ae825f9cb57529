import type { TDataView } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { persons } from "../../platform/persons/persons.table.js";

const LIST = "/api/dataview/views";
const SAVE = "/api/dataview/views/save";
const DELETE = "/api/dataview/views/delete";

const state = {
  columns: ["status", "request_number"],
  searchValue: "pump",
  filters: { "request.status": "NEW" },
  sort: { column: "request_number", direction: "asc" },
};

describe.each(engines)("saved data views (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let colleague: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  const names = async (client: TestClient) => {
    const res = await client.get(LIST, { query: { screenName: "request" } });
    expect(res.statusCode).toBe(200);
    return res
      .json<TDataView[]>()
      .map((v) => v.name)
      .sort();
  };
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    const [a] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer.email));
    const other = await createPerson(t.db, { companyId: a!.companyId });
    colleague = await signedIn(t.app, other.email, other.password);
    staff = await signedIn(t.app, DEMO.staff.email);
  }, 120_000);
  afterAll(async () => t?.close());

  it("saves a view and reopens it with its columns, filters, search and sort", async () => {
    const res = await customer.post(SAVE, { screenName: "request", name: "My new pumps", state });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "My new pumps", shared: false, mine: true, state });
    const [view] = (await customer.get(LIST, { query: { screenName: "request" } })).json<TDataView[]>();
    expect(view).toMatchObject({ name: "My new pumps", state, mine: true });
  });

  it("reopens a view with its chosen columns, and the export of it holds exactly those columns in that order", async () => {
    const chosen = { ...state, searchValue: "", columns: ["status", "request_number"] };
    expect(
      (await customer.post(SAVE, { screenName: "request", name: "Two columns", state: chosen })).statusCode,
    ).toBe(200);
    const views = (await customer.get(LIST, { query: { screenName: "request" } })).json<TDataView[]>();
    const view = views.find((v) => v.name === "Two columns")!;
    expect(view.state.columns).toEqual(["status", "request_number"]);
    // What the list sends when it exports the reopened view: its columns and filters (all pages).
    const res = await customer.post("/api/dataview/exportcsv", {
      screenName: "request",
      searchQuery: view.state.columns,
      searchMap: view.state.filters,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = res.rawPayload
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) => line.split(","));
    expect(header).toEqual(["Status", "Request #"]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.length === 2 && r[0] === "New" && /^SR-/.test(r[1]!))).toBe(true);
    await customer.post(DELETE, { id: view.id });
  });

  it("keeps a private view from everyone else, and shows a shared one to the same company only", async () => {
    await customer.post(SAVE, { screenName: "request", name: "Team open", shared: true, state });
    expect(await names(customer)).toEqual(["My new pumps", "Team open"]);
    expect(await names(colleague)).toEqual(["Team open"]);
    expect(await names(customer2)).toEqual([]);
    expect(await names(staff)).toEqual([]);
    const shared = (await colleague.get(LIST, { query: { screenName: "request" } })).json<TDataView[]>()[0]!;
    expect(shared.mine).toBe(false);
  });

  it("replaces the caller's view of the same name instead of adding another", async () => {
    await customer.post(SAVE, {
      screenName: "request",
      name: "Team open",
      shared: false,
      state: { ...state, searchValue: "" },
    });
    expect(await names(customer)).toEqual(["My new pumps", "Team open"]);
    expect(await names(colleague)).toEqual([]);
  });

  it("deletes only the caller's own views", async () => {
    const saved = (
      await customer.post(SAVE, { screenName: "request", name: "Shared once", shared: true, state })
    ).json<TDataView>();
    const byColleague = await colleague.post(DELETE, { id: saved.id });
    expect(byColleague.statusCode).toBe(403);
    const byOtherCompany = await customer2.post(DELETE, { id: saved.id });
    expect(byOtherCompany.statusCode).toBe(404);
    const byOwner = await customer.post(DELETE, { id: saved.id });
    expect(byOwner.json()).toEqual({ deleted: 1 });
    expect(await names(colleague)).toEqual([]);
  });

  it("refuses a state the list does not declare, naming the field", async () => {
    const cases: [object, string][] = [
      [{ ...state, columns: ["password_hash"] }, "state.columns[0]"],
      [{ ...state, filters: { "request.secret": "x" } }, "state.filters.request.secret"],
      [{ ...state, sort: { column: "description", direction: "asc" } }, "state.sort.column"],
    ];
    for (const [bad, path] of cases) {
      const res = await customer.post(SAVE, { screenName: "request", name: "Bad", state: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe(path);
    }
    const blank = await customer.post(SAVE, { screenName: "request", name: "  ", state });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details[0].path).toBe("name");
    const sharedAlone = await staff.post(SAVE, { screenName: "request", name: "Mine", shared: true, state });
    expect(sharedAlone.statusCode).toBe(400);
    expect(sharedAlone.json().details[0].path).toBe("shared");
  });
});

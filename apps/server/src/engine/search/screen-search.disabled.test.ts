import { DataviewPath, MetadataPath, SaveUpdatePath, type TScreenResponse } from "@fsm/contracts";
import { parseScreenDocument, type TScreenDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { loadForm, saveForm } from "../records/records.test-support.js";
import { storeDocument } from "../screens/screens.service.js";

const dashboard = {
  formatVersion: 3,
  type: "portal",
  name: "disabledCounters",
  title: "request_list_title",
  table: "service_requests",
  sections: [
    {
      id: "counters",
      items: [{ kind: "counter", id: "all", label: "request_list_title", screen: "request" }],
    },
  ],
};

/** A screen switched off by removecommunityelement serves no data either: fetchscreen's 404, to all but designers. */
describe.each(engines)("data calls of a disabled screen (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  let staff: TestClient;
  let requestScreenId: number;
  let rowId: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const parsed = parseScreenDocument(dashboard);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await storeDocument(t.db, null, parsed.value as TScreenDocument);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const screen = await designer.get(MetadataPath.fetchScreen, { query: { screenName: "request" } });
    requestScreenId = screen.json<TScreenResponse>().screenId;
    const rows = await customer.post(DataviewPath.execSearch, { screenName: "request", pageSize: 1 });
    rowId = Number(rows.json<{ rows: { id: number }[] }>().rows[0]!.id);
  });
  afterAll(async () => t?.close());

  const setDisabled = (Disabled: boolean) =>
    designer.post(MetadataPath.removeCommunityElement, { ScreenId: requestScreenId, Disabled });
  /** Every call that reads or writes data through the request screen, with its status. */
  const calls = async (client: TestClient) => {
    const statuses: Record<string, number> = {};
    const run = async (name: string, res: Promise<{ statusCode: number }>) => {
      statuses[name] = (await res).statusCode;
    };
    await run("execsearch", client.post(DataviewPath.execSearch, { screenName: "request", pageSize: 5 }));
    await run(
      "search",
      client.get(DataviewPath.search, { query: { screenName: "request", searchValue: "" } }),
    );
    await run(
      "execnavigationsearch",
      client.post(DataviewPath.execNavigationSearch, { screenName: "request" }),
    );
    await run(
      "getDataForScreen",
      client.post(DataviewPath.getDataForScreen, { screenName: "request", searchValue: rowId }),
    );
    await run(
      "refreshcounters",
      client.get(DataviewPath.refreshCounters, {
        query: { screenName: "disabledCounters", elementId: "all" },
      }),
    );
    await run(
      "createtable",
      client.get(SaveUpdatePath.createTable, {
        query: { tableName: "service_requests", screenName: "request" },
      }),
    );
    await run(
      "updateentity",
      saveForm(client, { screenName: "request", primaryTable: "service_requests", dataModel: { id: rowId } }),
    );
    return statuses;
  };

  it("answers 404 to customers and staff on every data call, like fetchscreen, until enabled again", async () => {
    const form = await loadForm(customer, "request", rowId);
    expect((await setDisabled(true)).statusCode).toBe(200);
    try {
      for (const client of [customer, staff]) {
        const statuses = await calls(client);
        expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((k) => [k, 404])));
        const res = await client.post(DataviewPath.execSearch, { screenName: "request" });
        expect(res.json<{ message: string }>().message).toBe('Screen "request" does not exist.');
      }
      // Designers still work with it (they switch it back on); the screen's own row is unchanged.
      const forDesigner = await designer.post(DataviewPath.getDataForScreen, {
        screenName: "request",
        searchValue: rowId,
      });
      expect(forDesigner.statusCode).toBe(200);
      const searchForDesigner = await designer.post(DataviewPath.execSearch, { screenName: "request" });
      expect(searchForDesigner.statusCode).toBe(200);
      expect(
        (
          await designer.get(DataviewPath.refreshCounters, {
            query: { screenName: "disabledCounters", elementId: "all" },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      expect((await setDisabled(false)).statusCode).toBe(200);
    }
    const back = await customer.post(DataviewPath.getDataForScreen, {
      screenName: "request",
      searchValue: rowId,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ dataModel: unknown }>().dataModel).toEqual(form.dataModel);
  });
});

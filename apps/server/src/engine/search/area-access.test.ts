import { DataviewPath, ErrorCode, MetadataPath, SaveUpdatePath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";

/** Every call that names an RMA table or an RMA screen; customer2 (Globex) has no RMA access. */
const RMA_READS: [string, Record<string, string>][] = [
  [MetadataPath.fetchLookupTableValues, { lookupTable: "rmas" }],
  [MetadataPath.fetchLookupTableValues, { lookupTable: "rma_lines" }],
  [MetadataPath.fetchGenericTableLookup, { tableName: "rmas" }],
  [MetadataPath.fetchGenericTableLookup, { tableName: "rma_lines" }],
  [MetadataPath.getScreenItemsForTable, { tableName: "rmas" }],
  [MetadataPath.getScreenItemsForTable, { tableName: "sites", referenceTable: "rmas" }],
  [MetadataPath.getChildTables, { tableName: "rmas" }],
  [MetadataPath.getLinkedTable, { primaryTable: "rmas", childTable: "rma_lines" }],
  [SaveUpdatePath.createTable, { tableName: "rmas" }],
  [MetadataPath.fetchScreen, { screenName: "RMA" }],
  [MetadataPath.fetchScreen, { screenName: "RMA_LINES" }],
  // A confirmation screen has no table of its own; its grid of RMA lines puts it in the RMA area.
  [MetadataPath.fetchScreen, { screenName: "RMA_CONFIRM" }],
  [MetadataPath.fetchScreenFilters, { screenName: "RMA" }],
  [MetadataPath.cardInfo, { screenName: "RMA" }],
];

describe.each(engines)("menu-access flags on every call (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let designer: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it.each(RMA_READS)("%s %o is refused to a customer without RMA access (403)", async (path, query) => {
    const res = await customer2.get(path, { query });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
  });

  it.each(RMA_READS)("%s %o answers a customer with RMA access, staff and designers", async (path, query) => {
    for (const client of [customer, staff, designer])
      expect((await client.get(path, { query })).statusCode).toBe(200);
  });

  it("leaves request calls open to customer2", async () => {
    for (const [path, query] of [
      [MetadataPath.fetchScreen, { screenName: "request" }],
      [MetadataPath.fetchScreenFilters, { screenName: "request" }],
      [MetadataPath.fetchLookupTableValues, { lookupTable: "sites" }],
      [SaveUpdatePath.createTable, { tableName: "service_requests", screenName: "request" }],
    ] as const)
      expect((await customer2.get(path, { query })).statusCode, path).toBe(200);
  });

  it("refuses the RMA screens' data calls and keeps RMA tables and screens out of listings", async () => {
    const search = await customer2.post(DataviewPath.execSearch, { screenName: "RMA" });
    expect(search.statusCode).toBe(403);
    const related = await customer2.get(MetadataPath.getChildTables, {
      query: { tableName: "companies", getForeignKeyTables: "true" },
    });
    expect(related.statusCode).toBe(200);
    const tables = related.json<{ table: string }[]>().map((r) => r.table);
    expect(tables).toContain("service_requests");
    expect(tables).not.toContain("rmas");
    const names = async (client: TestClient) =>
      (await client.get(MetadataPath.fetchPrimaryScreenNames)).json<{ name: string }[]>().map((s) => s.name);
    expect(await names(customer2)).not.toContain("RMA");
    expect(await names(customer2)).toContain("request");
    expect(await names(customer)).toContain("RMA");
  });
});

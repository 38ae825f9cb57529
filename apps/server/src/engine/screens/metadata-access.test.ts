import { ErrorCode, MetadataPath } from "@fsm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { metadataDocuments } from "../documents/documents.table.js";
import { postMetadata, sitesScreen } from "./screens.test-support.js";

/** Stands for the request screen's id in a query (documents of other kinds are seeded first). */
const REQUEST_SCREEN = "<request screen id>";

const READS: [string, Record<string, string>][] = [
  [MetadataPath.getScreenItemsForTable, { tableName: "sites" }],
  [MetadataPath.getChildTables, { tableName: "sites" }],
  [MetadataPath.getLinkedTable, { primaryTable: "rmas", childTable: "rma_lines" }],
  [MetadataPath.fetchCodes, { lookupTable: "rma_reason" }],
  [MetadataPath.fetchLookupTableValues, { lookupTable: "sites" }],
  [MetadataPath.fetchScreenFilters, { screenName: "request" }],
  [MetadataPath.fetchGenericTableLookup, { tableName: "sites" }],
  [MetadataPath.cardInfo, { screenName: "request" }],
  [MetadataPath.fetchScreen, { screenName: "request" }],
  [MetadataPath.fetchPrimaryScreenNames, {}],
  [MetadataPath.getSubScreenIds, { primaryScreenID: REQUEST_SCREEN }],
  [MetadataPath.getScreenMetadataToEdit, { screenID: REQUEST_SCREEN }],
  [MetadataPath.checkScreenNameExists, { screenName: "request" }],
  [MetadataPath.screenRevisions, { screenId: REQUEST_SCREEN }],
  [MetadataPath.screenRevisionDiff, { screenId: REQUEST_SCREEN, from: "1", to: "1" }],
];

describe.each(engines)("metadata engine access rules (%s)", (engine) => {
  let t: TestApp;
  let requestScreenId = "";
  beforeAll(async () => {
    t = await startTestApp(engine);
    const [row] = await t.db
      .select({ id: metadataDocuments.id })
      .from(metadataDocuments)
      .where(and(eq(metadataDocuments.kind, "screen"), eq(metadataDocuments.name, "request")));
    requestScreenId = String(row!.id);
  });
  const withIds = (query: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, v === REQUEST_SCREEN ? requestScreenId : v]),
    );
  afterAll(async () => t?.close());

  it.each(READS)("%s needs a session", async (path, query) => {
    const res = await new TestClient(t.app).get(path, { query: withIds(query) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(ErrorCode.NotSignedIn);
  });

  it.each(READS)("%s answers a designer", async (path, query) => {
    const designer = await signedIn(t.app, DEMO.designer.email);
    const res = await designer.get(path, { query: withIds(query) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [MetadataPath.deleteScreenMetadata, { screenId: 1 }],
    [
      MetadataPath.createScreenByElements,
      { screenType: "portal", screenHeader: { screenName: "x", title: "x" }, screenElements: [] },
    ],
    [MetadataPath.revertScreenRevision, { screenId: 1, revision: 1 }],
  ])("%s refuses a designer without the XSRF token and a customer with it", async (path, body) => {
    const designer = await signedIn(t.app, DEMO.designer.email);
    const noToken = await designer.post(path, body, { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe(ErrorCode.Xsrf);
    const customer = await signedIn(t.app, DEMO.customer.email);
    const res = await customer.post(path, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
  });

  it("a forbidden write leaves nothing behind", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    await postMetadata(customer, sitesScreen("sneaky"));
    const designer = await signedIn(t.app, DEMO.designer.email);
    expect(
      (await designer.get(MetadataPath.checkScreenNameExists, { query: { screenName: "sneaky" } })).json(),
    ).toBe(false);
  });
});

import { MetadataPath, type TTableColumnItem, type TTableRelation } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("data dictionary introspection (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  const get = (path: string, query: Record<string, string>, client = designer) => client.get(path, { query });

  it("describes the columns of a table as screen items", async () => {
    const res = await get(MetadataPath.getScreenItemsForTable, { tableName: "Service_Requests" });
    expect(res.statusCode).toBe(200);
    const items = res.json<TTableColumnItem[]>();
    expect(items.find((i) => i.column === "status")).toMatchObject({
      fieldType: "codeSelect",
      codeTable: "request_status",
      required: true,
      item_name: "service_requests.status",
    });
    expect(items.find((i) => i.column === "site_id")).toMatchObject({
      fieldType: "lookup",
      references: "sites",
    });
    expect(items.find((i) => i.column === "request_number")).toMatchObject({ readOnly: true });
    expect(items.find((i) => i.column === "description")?.fieldType).toBe("multilineText");
  });

  it("narrows to code columns and appends a referenced table's columns", async () => {
    const codes = (
      await get(MetadataPath.getScreenItemsForTable, { tableName: "assets", codeValuesOnly: "true" })
    ).json<TTableColumnItem[]>();
    expect(codes.map((c) => c.column)).toEqual(["status"]);
    const withSites = (
      await get(MetadataPath.getScreenItemsForTable, { tableName: "assets", referenceTable: "sites" })
    ).json<TTableColumnItem[]>();
    expect(withSites.filter((i) => i.tableName === "sites").map((i) => i.column)).toContain("city");
    expect(withSites.filter((i) => i.tableName === "sites").map((i) => i.column)).not.toContain("id");
    const dup = (
      await get(MetadataPath.getScreenItemsForTable, {
        tableName: "assets",
        referenceTable: "sites",
        allowDuplicateColumns: "true",
      })
    ).json<TTableColumnItem[]>();
    expect(dup.filter((i) => i.column === "id")).toHaveLength(2);
  });

  it("never exposes secrets of persons", async () => {
    const items = (await get(MetadataPath.getScreenItemsForTable, { tableName: "persons" })).json<
      TTableColumnItem[]
    >();
    expect(items.map((i) => i.column)).not.toContain("password_hash");
    const rows = (await get(MetadataPath.fetchGenericTableLookup, { tableName: "persons" })).json<{
      rows: Record<string, unknown>[];
    }>().rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row)).not.toContain("password_hash");
  });

  it.each([
    [MetadataPath.getScreenItemsForTable, { tableName: "nope" }, "tableName", 'unknown table "nope"'],
    [
      MetadataPath.getScreenItemsForTable,
      { tableName: "sites", referenceTable: "x" },
      "referenceTable",
      'unknown table "x"',
    ],
    [MetadataPath.getChildTables, { tableName: "password" }, "tableName", 'unknown table "password"'],
    [
      MetadataPath.getLinkedTable,
      { primaryTable: "rmas", childTable: "y" },
      "childTable",
      'unknown table "y"',
    ],
    [
      MetadataPath.getLinkedTable,
      { primaryTable: "sites", childTable: "rma_lines" },
      "childTable",
      'table "rma_lines" is not linked to "sites"',
    ],
    [MetadataPath.fetchCodes, { lookupTable: "colours" }, "lookupTable", 'unknown code table "colours"'],
    [
      MetadataPath.fetchLookupTableValues,
      { lookupTable: "sessions" },
      "lookupTable",
      'unknown table "sessions"',
    ],
    [
      MetadataPath.fetchLookupTableValues,
      { lookupTable: "persons", displayColumn: "password_hash" },
      "displayColumn",
      'unknown column "password_hash" of table "persons"',
    ],
    [MetadataPath.fetchGenericTableLookup, { tableName: "roles" }, "tableName", 'unknown table "roles"'],
  ])("%s %o → 400 naming %s", async (path, query, param, message) => {
    const res = await get(path, query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject([{ path: param, message }]);
    // The message is the English default of a catalogue key, filled with the names it quotes.
    expect(res.json().details[0].messageKey).toMatch(/^error_unknown_|^error_not_linked$/);
  });

  it("lists child, linked and referenced tables", async () => {
    const children = (await get(MetadataPath.getChildTables, { tableName: "service_requests" })).json<
      TTableRelation[]
    >();
    expect(children).toContainEqual(
      expect.objectContaining({ table: "request_notes", relation: "child", foreignKey: "request_id" }),
    );
    expect(children.some((c) => c.relation === "reference")).toBe(false);
    const all = (
      await get(MetadataPath.getChildTables, { tableName: "service_requests", getForeignKeyTables: "true" })
    ).json<TTableRelation[]>();
    expect(all).toContainEqual(
      expect.objectContaining({ table: "sites", relation: "reference", foreignKey: "site_id" }),
    );
    const linked = (
      await get(MetadataPath.getLinkedTable, { primaryTable: "RMAS", childTable: "rma_lines" })
    ).json();
    expect(linked).toEqual({
      primaryTable: "rmas",
      childTable: "rma_lines",
      primaryColumn: "id",
      childColumn: "rma_id",
    });
  });

  it("answers code tables flat, as a tree, and narrowed to one code", async () => {
    const flat = (await get(MetadataPath.fetchCodes, { lookupTable: "problem_code" })).json<
      { code: string }[]
    >();
    expect(flat.map((c) => c.code)).toContain("MECH_LEAK");
    const tree = (
      await get(MetadataPath.fetchCodes, { lookupTable: "problem_code", buildHierarchy: "true" })
    ).json<{ code: string; children: { code: string }[] }[]>();
    expect(tree.map((n) => n.code)).toEqual(["ELEC", "MECH", "SOFT", "SURVEY"]);
    expect(tree[1]!.children.map((c) => c.code)).toEqual(["MECH_NOISE", "MECH_LEAK", "MECH_JAM"]);
    const one = (
      await get(MetadataPath.fetchCodes, {
        lookupTable: "problem_code",
        codeName: "ELEC",
        buildHierarchy: "true",
      })
    ).json();
    expect(one).toEqual([
      expect.objectContaining({
        code: "ELEC",
        children: [
          expect.objectContaining({ code: "ELEC_POWER" }),
          expect.objectContaining({ code: "ELEC_WIRING" }),
        ],
      }),
    ]);
    const statuses = (await get(MetadataPath.fetchCodes, { lookupTable: "request_status" })).json<
      { code: string }[]
    >();
    expect(statuses[0]).toMatchObject({ code: "NEW", label: "status_new" });
  });

  it("answers a code table through fetchLookupTableValues too", async () => {
    const res = await get(MetadataPath.fetchLookupTableValues, {
      lookupTable: "request_priority",
      lookUpCode: "HIGH",
    });
    expect(res.json()).toEqual([{ key: "HIGH", value: "request_priority.high" }]);
  });

  it("needs a session", async () => {
    const res = await new TestClient(t.app).get(MetadataPath.getChildTables, {
      query: { tableName: "sites" },
    });
    expect(res.statusCode).toBe(401);
  });
});

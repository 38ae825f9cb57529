import { MetadataPath, type TGenericTableLookupResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persons, sites } from "../../db/schema.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("row scope of dictionary look-ups (%s)", (engine) => {
  let t: TestApp;
  let customerA: TestClient;
  let customerB: TestClient;
  let staff: TestClient;
  let companyA: number;
  let companyB: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customerA = await signedIn(t.app, DEMO.customer.email);
    customerB = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const company = async (email: string) =>
      (await t.db.select().from(persons).where(eq(persons.email, email)))[0]!.companyId!;
    companyA = await company(DEMO.customer.email);
    companyB = await company(DEMO.customer2.email);
  });
  afterAll(async () => t?.close());

  const siteIdsOf = async (companyId: number) =>
    new Set(
      (await t.db.select({ id: sites.id }).from(sites).where(eq(sites.companyId, companyId))).map(
        (s) => s.id,
      ),
    );

  it("fetchLookupTableValues gives a customer its company's sites only, staff all", async () => {
    const query = { lookupTable: "sites", keyColumn: "id", displayColumn: "name" };
    const mine = (await customerA.get(MetadataPath.fetchLookupTableValues, { query })).json<
      { key: number }[]
    >();
    const own = await siteIdsOf(companyA);
    expect(mine.length).toBe(own.size);
    for (const row of mine) expect(own.has(row.key)).toBe(true);
    const all = (await staff.get(MetadataPath.fetchLookupTableValues, { query })).json<unknown[]>();
    expect(all.length).toBe(own.size + (await siteIdsOf(companyB)).size);
  });

  it("fetchLookupTableValues with the id of another company's row finds nothing", async () => {
    const [foreign] = await siteIdsOf(companyB);
    const query = { lookupTable: "sites", lookUpCode: String(foreign) };
    expect((await customerA.get(MetadataPath.fetchLookupTableValues, { query })).json()).toEqual([]);
    expect((await customerB.get(MetadataPath.fetchLookupTableValues, { query })).json()).toHaveLength(1);
  });

  it.each([
    "sites",
    "assets",
    "service_requests",
    "rmas",
    "request_notes",
    "rma_lines",
    "persons",
    "companies",
  ])("fetchgenerictablelookup of %s never returns another company's rows", async (tableName) => {
    const query = { tableName, limit: "200" };
    const a = (
      await customerA.get(MetadataPath.fetchGenericTableLookup, { query })
    ).json<TGenericTableLookupResponse>();
    const resB = await customerB.get(MetadataPath.fetchGenericTableLookup, { query });
    // Customer B has no RMA access: RMA tables answer it 403, no rows at all (area-access.test.ts).
    expect(resB.statusCode).toBe(tableName.startsWith("rma") ? 403 : 200);
    const b = resB.statusCode === 200 ? resB.json<TGenericTableLookupResponse>() : { rows: [] };
    expect(a.rows.length).toBeGreaterThan(0);
    const idsA = new Set(a.rows.map((r) => r.id));
    expect(b.rows.some((r) => idsA.has(r.id))).toBe(false);
    if ("company_id" in (a.rows[0] ?? {})) for (const r of a.rows) expect(r.company_id).toBe(companyA);
  });

  it("fetchgenerictablelookup searches the table's search columns", async () => {
    const query = { tableName: "sites", searchValue: "100%_" };
    expect((await staff.get(MetadataPath.fetchGenericTableLookup, { query })).json().rows).toEqual([]);
    const [site] = await t.db.select().from(sites).where(eq(sites.companyId, companyA)).limit(1);
    const found = (
      await customerA.get(MetadataPath.fetchGenericTableLookup, {
        query: { tableName: "sites", searchValue: site!.city.toLowerCase() },
      })
    ).json<TGenericTableLookupResponse>();
    expect(found.rows.length).toBeGreaterThan(0);
    for (const r of found.rows) expect(r.city).toBe(site!.city);
    expect(found).toMatchObject({ keyColumn: "id", displayColumn: "name" });
  });
});

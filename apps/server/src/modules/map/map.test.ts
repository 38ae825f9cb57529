import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MapPath, type TMapSitesResponse } from "@fsm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { persons, sites } from "../../db/schema.js";
import { execSearch } from "../../engine/search/search.test-support.js";
import { MAP_ASSET_NAMES } from "./map.repository.js";

/** A stand-in PMTiles file: the route serves bytes, so any content with a known pattern will do. */
function pmtilesFile(): { path: string; bytes: Buffer } {
  const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
  bytes.write("PMTiles", 0, "latin1");
  const path = join(mkdtempSync(join(tmpdir(), "fsm-map-")), "streets.pmtiles");
  writeFileSync(path, bytes);
  return { path, bytes };
}

describe.each(engines)("Map sites and street tiles (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let companyA: number;
  const file = pmtilesFile();

  beforeAll(async () => {
    t = await startTestApp(engine, { config: { mapPmtilesFile: file.path } });
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const [a] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer.email));
    companyA = a!.companyId!;
  });
  afterAll(async () => t?.close());

  const mapOf = async (client: TestClient, query?: Record<string, string>) => {
    const res = await client.get(MapPath.sites, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TMapSitesResponse>();
  };

  it("answers a customer its own company's sites only, staff every company's", async () => {
    const companySites = async (companyId?: number) =>
      (
        await t.db
          .select({ id: sites.id })
          .from(sites)
          .where(companyId === undefined ? sql`true` : eq(sites.companyId, companyId))
      )
        .map((r) => r.id)
        .sort((x, y) => x - y);
    const ids = (m: TMapSitesResponse) => m.sites.map((s) => s.id).sort((x, y) => x - y);

    const mine = await mapOf(customer);
    expect(mine.sites.length).toBeGreaterThan(0);
    expect(ids(mine)).toEqual(await companySites(companyA));
    const theirs = await mapOf(customer2);
    expect(ids(theirs).some((id) => ids(mine).includes(id))).toBe(false);
    expect(ids(await mapOf(staff))).toEqual(await companySites());
    // Staff may narrow to one company; a customer naming another company gets none of its sites.
    expect(ids(await mapOf(staff, { companyId: String(companyA) }))).toEqual(ids(mine));
    expect((await mapOf(customer2, { companyId: String(companyA) })).sites).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: MapPath.sites })).statusCode).toBe(401);
  });

  it("counts each site's requests in an open status, and its assets", async () => {
    const expected = await t.db.execute(sql`
      select s.id,
        (select count(*)::int from service_requests r join request_statuses st on st.code = r.status
          where r.site_id = s.id and st.is_open) as open,
        (select count(*)::int from assets a where a.site_id = s.id) as assets
      from sites s`);
    const byId = new Map(
      (expected as unknown as { rows: { id: number; open: number; assets: number }[] }).rows.map((r) => [
        Number(r.id),
        r,
      ]),
    );
    const all = await mapOf(staff);
    expect(all.sites.some((s) => s.openRequests > 0)).toBe(true);
    for (const site of all.sites) {
      expect(site.openRequests, site.name).toBe(Number(byId.get(site.id)!.open));
      expect(site.assets, site.name).toBe(Number(byId.get(site.id)!.assets));
    }
  });

  it("names each site's assets (product · serial) in the caller's scope: customer, customer2, staff", async () => {
    const rows = (await t.db.execute(sql`
      select a.site_id, a.company_id, p.name || ' · ' || a.serial_number as label
      from assets a join products p on p.id = a.product_id order by a.serial_number`)) as unknown as {
      rows: { site_id: number; company_id: number; label: string }[];
    };
    const expected = (companyId: number | null) => {
      const bySite = new Map<number, string[]>();
      for (const r of rows.rows)
        if (companyId === null || Number(r.company_id) === companyId)
          bySite.set(Number(r.site_id), [...(bySite.get(Number(r.site_id)) ?? []), r.label]);
      return bySite;
    };
    const [b] = await t.db.select().from(persons).where(eq(persons.email, DEMO.customer2.email));
    const callers: [TestClient, number | null][] = [
      [customer, companyA],
      [customer2, b!.companyId!],
      [staff, null],
    ];
    for (const [client, companyId] of callers) {
      const map = await mapOf(client);
      const want = expected(companyId);
      expect(map.sites.some((s) => s.assetNames.length > 0)).toBe(true);
      for (const site of map.sites) {
        expect(site.assetNames, site.name).toEqual((want.get(site.id) ?? []).slice(0, MAP_ASSET_NAMES));
        expect(site.assets, site.name).toBe(want.get(site.id)?.length ?? 0);
      }
    }
    // A customer never gets a name of another company's asset.
    const theirs = new Set(rows.rows.filter((r) => Number(r.company_id) !== companyA).map((r) => r.label));
    const mine = (await mapOf(customer)).sites.flatMap((s) => s.assetNames);
    expect(mine.filter((name) => theirs.has(name))).toEqual([]);
  });

  it("opens a site's requests through the request list's own site filter, in the caller's scope", async () => {
    const mine = await mapOf(customer);
    expect(mine.requestList).toEqual({ screenName: "request", filterItem: "request.site_id" });
    const busiest = [...mine.sites].sort((x, y) => y.openRequests - x.openRequests)[0]!;
    const list = await execSearch(customer, {
      screenName: mine.requestList!.screenName,
      searchMap: { [mine.requestList!.filterItem]: String(busiest.id) },
      pageSize: 200,
    });
    expect(list.res.statusCode, list.res.body).toBe(200);
    const counted = (await t.db.execute(
      sql`select count(*)::int as n from service_requests where site_id = ${busiest.id}`,
    )) as unknown as { rows: { n: number }[] };
    const [row] = counted.rows;
    expect(list.body.total).toBe(Number(row!.n));
    expect(list.body.total).toBeGreaterThanOrEqual(busiest.openRequests);
    // Another company's customer filtering on that site sees none of its requests.
    const other = await execSearch(customer2, {
      screenName: "request",
      searchMap: { "request.site_id": String(busiest.id) },
    });
    expect(other.res.statusCode, other.res.body).toBe(200);
    expect(other.body.total).toBe(0);
  });

  it("lists a site without coordinates, without a point", async () => {
    const [site] = await t.db
      .insert(sites)
      .values({
        companyId: companyA,
        name: "Aaa Unmapped Depot",
        address: "1 Nowhere Lane",
        city: "Boston",
        postalCode: "02110",
        country: "US",
      })
      .returning();
    const listed = (await mapOf(customer)).sites.find((s) => s.id === site!.id);
    expect(listed).toMatchObject({ name: "Aaa Unmapped Depot", lat: null, lon: null, openRequests: 0 });
  });

  it("refuses bad input with a 400 naming the field", async () => {
    for (const companyId of ["abc", "0", "1.5", "99999999999"]) {
      const res = await staff.get(MapPath.sites, { query: { companyId } });
      expect(res.statusCode, companyId).toBe(400);
      expect(res.body).toContain("companyId");
    }
  });

  it("reports the configured street layer and serves its file with byte ranges", async () => {
    expect((await mapOf(customer)).streets).toEqual({
      url: MapPath.streets,
      attribution: "© OpenStreetMap contributors",
    });
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: MapPath.streets, headers });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(file.bytes)).toBe(true);

    const part = await get({ range: "bytes=0-126" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-126/${file.bytes.length}`);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.rawPayload.equals(file.bytes.subarray(0, 127))).toBe(true);
    expect(part.rawPayload.subarray(0, 7).toString("latin1")).toBe("PMTiles");

    const middle = await get({ range: "bytes=1000-1999" });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(file.bytes.subarray(1000, 2000))).toBe(true);
    const tail = await get({ range: "bytes=-100" });
    expect(tail.rawPayload.equals(file.bytes.subarray(file.bytes.length - 100))).toBe(true);

    const outside = await get({ range: `bytes=${file.bytes.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers["content-range"]).toBe(`bytes */${file.bytes.length}`);
    expect(outside.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("lets the map's worker, scripts and data come from the portal only (CSP)", async () => {
    const res = await t.app.inject({ method: "GET", url: MapPath.streets });
    const directives = new Map(
      String(res.headers["content-security-policy"])
        .split(";")
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    );
    // MapLibre's worker is a file of the build (no blob: worker), tiles and the basemap are fetched
    // from the portal: nothing else may run or be fetched.
    expect(directives.get("worker-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'"]);
    expect(directives.get("connect-src")).toEqual(["'self'"]);
  });

  it("has no street layer and no file when none is configured", async () => {
    const plain = await startTestApp(engine);
    try {
      const c = await signedIn(plain.app, DEMO.customer.email);
      const res = await c.get(MapPath.sites);
      expect(res.json<TMapSitesResponse>().streets).toBeNull();
      expect((await plain.app.inject({ method: "GET", url: MapPath.streets })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

import { DataviewPath, MetadataPath, type TScreenResponse } from "@fsm/contracts";
import type { TFieldItemOf } from "@fsm/metadata";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { AppError } from "../../lib/app-error.js";
import { rowsOf } from "../search/search.repository.js";
import { validateDocument } from "../screens/screens.validate.js";
import { placesOf } from "./submissions.test-support.js";

// The fields looked at here are lookups (the asset picker).
type Doc = { sections: { items: TFieldItemOf<"lookup">[] }[]; search?: { filters: { item_name: string }[] } };

/** The request wizard's asset picker lists the chosen site's assets only (lookup.dependsOn). */
describe.each(engines)("asset lookup limited to the chosen site (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  const screen = async (screenName: string) => {
    const res = await customer.get(MetadataPath.fetchScreen, { query: { screenName } });
    expect(res.statusCode).toBe(200);
    return res.json<TScreenResponse>().document as unknown as Doc;
  };

  it("REQUEST_SITE's asset field feeds site_id into a filter the asset lookup declares", async () => {
    const step = await screen("REQUEST_SITE");
    const asset = step.sections.flatMap((s) => s.items).find((i) => i.column === "asset_id")!;
    expect(asset.lookup).toMatchObject({
      screen: "assetLookup",
      dependsOn: [{ column: "site_id", filter: "asset.site" }],
    });
    const lookup = await screen(asset.lookup!.screen);
    expect(lookup.search!.filters.map((f) => f.item_name)).toContain("asset.site");
  });

  it("the asset lookup's search takes that filter and answers the site's assets only", async () => {
    const { siteId } = await placesOf(t.db, DEMO.customer.email);
    const res = await customer.post(DataviewPath.execSearch, {
      screenName: "assetLookup",
      pageSize: 50,
      dataConstraints: [{ left_operand: "asset.site", operator: "EQ", right_operand: siteId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ rows: { id: number }[] }>().rows.map((r) => Number(r.id));
    const atSite = await rowsOf(
      t.db,
      sql`select id from assets where site_id = ${siteId} order by serial_number`,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(atSite.map((r) => Number(r.id)).sort());
  });

  it("refuses a stored screen whose dependency names no field column or an undeclared filter", async () => {
    const step = await screen("REQUEST_SITE");
    const bad = structuredClone(step) as unknown as Doc & { name: string };
    bad.name = "REQUEST_SITE_COPY";
    const asset = bad.sections[0]!.items.find((i) => i.column === "asset_id")!;
    asset.lookup!.dependsOn = [
      { column: "contact_name", filter: "asset.site" },
      { column: "site_id", filter: "asset.company" },
    ];
    const error = await validateDocument(t.db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).options.details?.map((d) => d.path)).toEqual([
      "sections[0].items[1].lookup.dependsOn[0].column",
      "sections[0].items[1].lookup.dependsOn[1].filter",
    ]);
  });
});

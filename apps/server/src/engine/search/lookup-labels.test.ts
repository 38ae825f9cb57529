import { SaveUpdatePath } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { assets, persons, products, rmaLines, serviceRequests, sites } from "../../db/schema.js";
import { firstId, loadForm, saveForm } from "../records/records.test-support.js";

describe.each(engines)("lookup labels in records (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
  });
  afterAll(async () => t?.close());

  const requestRow = async (id: number) =>
    (await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!;
  const siteName = async (id: number) => (await t.db.select().from(sites).where(eq(sites.id, id)))[0]!.name;

  it("opening a request gives each lookup field's label: the site's name, the asset's serial number", async () => {
    const id = await firstId(customer, "request");
    const stored = await requestRow(id);
    const { dataModel } = await loadForm(customer, "request", id);
    expect(dataModel.site_id).toBe(stored.siteId);
    expect(dataModel.site_id__display).toBe(await siteName(stored.siteId!));
    if (stored.assetId !== null) {
      const [asset] = await t.db.select().from(assets).where(eq(assets.id, stored.assetId));
      expect(dataModel.asset_id__display).toBe(asset!.serialNumber);
    } else expect(dataModel.asset_id__display).toBeNull();
  });

  it("gives a customer no label for a site of another company, while staff see it", async () => {
    const companyOf = async (email: string) =>
      (await t.db.select().from(persons).where(eq(persons.email, email)))[0]!.companyId!;
    const [siteOfA] = await t.db
      .select()
      .from(sites)
      .where(eq(sites.companyId, await companyOf(DEMO.customer.email)))
      .limit(1);
    const id = await firstId(customer2, "request");
    // A stray reference (a data-entry slip by staff) must not leak company A's site name to B.
    await t.db.update(serviceRequests).set({ siteId: siteOfA!.id }).where(eq(serviceRequests.id, id));
    const mine = (await loadForm(customer2, "request", id)).dataModel;
    expect(mine.site_id).toBe(siteOfA!.id);
    expect(mine.site_id__display).toBeNull();
    expect(JSON.stringify(mine)).not.toContain(siteOfA!.name);
    expect((await loadForm(staff, "request", id)).dataModel.site_id__display).toBe(siteOfA!.name);
  });

  it("answers a save with the labels and takes the record back with them unchanged", async () => {
    const id = await firstId(customer, "request");
    const { dataModel } = await loadForm(customer, "request", id);
    expect(dataModel).toHaveProperty("site_id__display");
    const res = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { ...dataModel, description: "Labels ride along", site_id__display: "tampered" },
      originalDataModel: dataModel,
      childTables: {},
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ dataModel: Record<string, unknown> }>().dataModel;
    expect(saved.description).toBe("Labels ride along");
    expect(saved.site_id__display).toBe(await siteName(Number(dataModel.site_id)));
  });

  it("refuses a label-like key that is not a lookup column's", async () => {
    const id = await firstId(customer, "request");
    const { dataModel } = await loadForm(customer, "request", id);
    const res = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { ...dataModel, description__display: "x" },
      originalDataModel: dataModel,
      childTables: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/unknown column "description__display"/);
  });

  it("labels the lookup columns of child grids (an RMA's products)", async () => {
    const id = await firstId(customer, "rma");
    const form = await loadForm(customer, "rma", id);
    const lines = form.childTables.rma_lines ?? [];
    const stored = await t.db.select().from(rmaLines).where(eq(rmaLines.rmaId, id));
    expect(lines.length).toBe(stored.length);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const [product] = await t.db
        .select()
        .from(products)
        .where(eq(products.id, Number(line.product_id)));
      expect(line.product_id__display).toBe(product!.name);
    }
    expect(form.dataModel.site_id__display).toBe(await siteName(Number(form.dataModel.site_id)));
  });

  it("createtable carries a label key for each lookup field of the form, empty while no key is set", async () => {
    const res = await customer.get(SaveUpdatePath.createTable, {
      query: { tableName: "service_requests", screenName: "request" },
    });
    expect(res.statusCode).toBe(200);
    const { dataModel } = res.json<{ dataModel: Record<string, unknown> }>();
    expect(dataModel).toMatchObject({ site_id: null, site_id__display: null, asset_id__display: null });
  });
});

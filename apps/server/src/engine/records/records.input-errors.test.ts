import type { TErrorResponse, TUpdateEntityResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { placesOf } from "../submissions/submissions.test-support.js";
import { firstId, loadForm, saveForm } from "./records.test-support.js";

type Places = Awaited<ReturnType<typeof placesOf>>;
const detailsOf = (res: { json<T>(): T }) =>
  Object.fromEntries((res.json<TErrorResponse>().details ?? []).map((d) => [d.path, d.message]));

/** Input that used to reach the database and fail there (a 500) is a 400 naming the field. */
describe.each(engines)("updateentity input errors (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let staff: TestClient;
  let acme: Places;
  let globex: Places;
  beforeAll(async () => {
    ({ t, customer } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
    acme = await placesOf(t.db, DEMO.customer.email);
    globex = await placesOf(t.db, DEMO.customer2.email);
  });
  afterAll(async () => t?.close());

  const newRequest = (client: TestClient, data: Record<string, unknown>) =>
    saveForm(client, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { status: "NEW", priority: "LOW", description: "made by a form", ...data },
    });
  const newRma = (client: TestClient, data: Record<string, unknown>, lines: unknown[] = []) =>
    saveForm(client, {
      screenName: "rma",
      primaryTable: "rmas",
      dataModel: { status: "OPEN", reason_code: "DEFECTIVE", ...data },
      childTables: { rma_lines: lines },
    });

  it("gives a staff-made request without company_id the chosen site's company", async () => {
    const res = await newRequest(staff, { site_id: globex.siteId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TUpdateEntityResponse>().dataModel.company_id).toBe(globex.companyId);
  });

  it("asks staff for company_id when nothing tells the company (an RMA without a site)", async () => {
    const res = await newRma(staff, {}, [{ product_id: acme.productId, quantity: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      "dataModel.company_id": expect.stringMatching(/^is required: name the customer's company/),
    });
    const named = await newRma(staff, { company_id: globex.companyId }, [
      { product_id: acme.productId, quantity: 1 },
    ]);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<TUpdateEntityResponse>().dataModel.company_id).toBe(globex.companyId);
  });

  it("names a company_id of the wrong type, an unknown one, and one the site does not belong to", async () => {
    const cases: [unknown, Record<string, unknown>, string, RegExp][] = [
      ["abc", {}, "dataModel.company_id", /must be a whole number/],
      [99_999_999, {}, "dataModel.company_id", /no companies row 99999999/],
      [acme.companyId, { site_id: globex.siteId }, "dataModel.site_id", /belongs to company/],
    ];
    for (const [company, more, path, message] of cases) {
      const res = await newRequest(staff, { site_id: acme.siteId, company_id: company, ...more });
      expect(res.statusCode, String(company)).toBe(400);
      expect(detailsOf(res)[path]).toMatch(message);
    }
  });

  it("refuses a customer naming another company, and accepts their own (createtable's model)", async () => {
    const other = await newRequest(customer, { site_id: acme.siteId, company_id: globex.companyId });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(detailsOf(other))).toEqual(["dataModel.company_id"]);
    const own = await newRequest(customer, { site_id: acme.siteId, company_id: acme.companyId });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("names dates the database would refuse, NUL characters, and blanks in NOT NULL columns", async () => {
    const res = await newRequest(customer, {
      site_id: acme.siteId,
      preferred_from: "1",
      preferred_to: "2026-02-30T10:00:00Z",
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      "dataModel.preferred_from": expect.stringMatching(/ISO 8601/),
      "dataModel.preferred_to": expect.stringMatching(/ISO 8601/),
    });
    // A NUL is refused by the shared contract text type, before any save check runs.
    const nul = await newRequest(customer, { site_id: acme.siteId, description: "nul \u0000 inside" });
    expect(nul.statusCode).toBe(400);
    expect(detailsOf(nul)).toEqual({ "dataModel.description": "must not contain NUL characters" });
    const ok = await newRequest(customer, { site_id: acme.siteId, preferred_from: "2026-12-01T08:00:00Z" });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("names bad child rows by line: missing product, blank quantity, wrong types, unknown ids", async () => {
    const id = await firstId(customer, "rma");
    const form = await loadForm(customer, "rma", id);
    const res = await saveForm(customer, {
      screenName: "rma",
      primaryTable: "rmas",
      dataModel: form.dataModel,
      originalDataModel: form.dataModel,
      childTables: {
        rma_lines: [
          { quantity: 1 },
          { product_id: acme.productId, quantity: null },
          { product_id: "x", quantity: "two" },
          { id: 99_999_999, product_id: acme.productId, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toMatchObject({
      "childTables.rma_lines[0].product_id": "is required",
      "childTables.rma_lines[1].quantity": "is required",
      "childTables.rma_lines[2].product_id": "must be a whole number",
      "childTables.rma_lines[2].quantity": "must be a whole number",
    });
    const unknownLine = await saveForm(customer, {
      screenName: "rma",
      primaryTable: "rmas",
      dataModel: form.dataModel,
      originalDataModel: form.dataModel,
      childTables: { rma_lines: [{ id: 99_999_999, product_id: acme.productId, quantity: 1 }] },
    });
    expect(unknownLine.statusCode).toBe(400);
    expect(detailsOf(unknownLine)).toEqual({
      "childTables.rma_lines[0].id": "no rma_lines row 99999999 under this rmas row",
    });
  });

  it("writes a STATUS history entry for a new request and for each status change, not for other edits", async () => {
    const created = await newRequest(staff, { site_id: acme.siteId });
    const id = created.json<TUpdateEntityResponse>().dataModel.id as number;
    const history = async () =>
      (
        await rowsOf(
          t.db,
          sql`select text from request_notes where request_id = ${id} and kind = 'STATUS' order by id`,
        )
      ).map((r) => r.text);
    expect(await history()).toEqual(["NEW"]);
    const save = async (change: Record<string, unknown>) => {
      const { dataModel } = await loadForm(staff, "request", id);
      const res = await saveForm(staff, {
        screenName: "request",
        primaryTable: "service_requests",
        dataModel: { ...dataModel, ...change },
        originalDataModel: dataModel,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await save({ status: "IN_PROGRESS" });
    await save({ description: "only the text" });
    await save({ status: "RESOLVED" });
    expect(await history()).toEqual(["NEW", "IN_PROGRESS", "RESOLVED"]);
  });
});

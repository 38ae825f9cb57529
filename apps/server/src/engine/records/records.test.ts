import { SaveUpdatePath, type TSaveConflictResponse, type TUpdateEntityResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO, startWithTwoCustomers } from "../../../test/support/fixtures.js";
import { engines, type TestApp } from "../../../test/support/harness.js";
import { appParams } from "../../db/schema.js";
import { firstId, loadForm, saveForm } from "./records.test-support.js";

type Details = { code: string; message: string; details: { path: string; message: string }[] };

describe.each(engines)("saveupdate (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    ({ t, customer, customer2 } = await startWithTwoCustomers(engine));
    staff = await signedIn(t.app, DEMO.staff.email);
  });
  afterAll(async () => t?.close());

  const saveRequest = async (client: TestClient, id: number, change: Record<string, unknown>) => {
    const { dataModel } = await loadForm(client, "request", id);
    return saveForm(client, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { ...dataModel, ...change },
      originalDataModel: dataModel,
      childTables: {},
    });
  };

  it("saves an editable field, bumps the version and answers the stored row", async () => {
    const id = await firstId(customer, "request");
    const before = (await loadForm(customer, "request", id)).dataModel;
    const res = await saveRequest(customer, id, { description: "Boiler leaks again" });
    expect(res.statusCode).toBe(200);
    const saved = res.json<TUpdateEntityResponse>().dataModel;
    expect(saved).toMatchObject({
      id,
      description: "Boiler leaks again",
      version: Number(before.version) + 1,
    });
  });

  it("refuses a stale originalDataModel with 409 and the current row", async () => {
    const id = await firstId(customer, "request");
    const { dataModel } = await loadForm(customer, "request", id);
    expect((await saveRequest(staff, id, { description: "staff first" })).statusCode).toBe(200);
    const res = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { ...dataModel, description: "customer second" },
      originalDataModel: dataModel,
    });
    expect(res.statusCode).toBe(409);
    const body = res.json<TSaveConflictResponse>();
    expect(body.code).toBe("CONFLICT");
    expect(body.current).toMatchObject({
      id,
      description: "staff first",
      version: Number(dataModel.version) + 1,
    });
  });

  it("lets exactly one of 100 concurrent saves of one row win; the rest get 409", async () => {
    const id = await firstId(staff, "request");
    const { dataModel } = await loadForm(staff, "request", id);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        saveForm(staff, {
          screenName: "request",
          primaryTable: "service_requests",
          dataModel: { ...dataModel, description: `writer ${i}` },
          originalDataModel: dataModel,
        }).then((res) => ({ i, status: res.statusCode })),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(99);
    const after = (await loadForm(staff, "request", id)).dataModel;
    expect(after).toMatchObject({
      description: `writer ${winners[0]!.i}`,
      version: Number(dataModel.version) + 1,
    });
  });

  it("names every invalid field path: unknown, required, type, code, read-only", async () => {
    const id = await firstId(customer, "request");
    const res = await saveRequest(customer, id, {
      password_hash: "x",
      description: "",
      site_id: "abc",
      priority: "NOPE",
      request_number: "SR-HACKED",
      company_id: 999,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Details>();
    expect(body.code).toBe("VALIDATION_FAILED");
    const paths = Object.fromEntries(body.details.map((d) => [d.path, d.message]));
    expect(paths).toMatchObject({
      "dataModel.password_hash": 'unknown column "password_hash" of table "service_requests"',
      "dataModel.description": "is required",
      "dataModel.site_id": "must be a whole number",
    });
    const codes = await saveRequest(customer, id, {
      priority: "NOPE",
      request_number: "SR-HACKED",
      company_id: 999,
    });
    const codePaths = Object.fromEntries(codes.json<Details>().details.map((d) => [d.path, d.message]));
    expect(codePaths).toMatchObject({
      "dataModel.priority": '"NOPE" is not a code of "request_priority"',
      "dataModel.request_number": "is read-only and cannot be changed",
      "dataModel.company_id": "is read-only and cannot be changed",
    });
  });

  it("writes child rows with the primary row, and a failing child write leaves nothing behind", async () => {
    const id = await firstId(customer, "rma");
    const form = await loadForm(customer, "rma", id);
    const lines = form.childTables.rma_lines ?? [];
    const product = Number(lines[0]?.product_id ?? 1);
    const body = (childRows: unknown[], notes: string) => ({
      screenName: "rma",
      primaryTable: "rmas",
      dataModel: { ...form.dataModel, notes },
      originalDataModel: form.dataModel,
      childTables: { rma_lines: childRows },
    });
    const failing = await saveForm(
      customer,
      body([...lines, { product_id: product, quantity: 2 }, { product_id: 99_999_999, quantity: 1 }], "half"),
    );
    expect(failing.statusCode).toBe(400);
    expect(failing.json<Details>().details[0]!.path).toBe(
      `childTables.rma_lines[${lines.length + 1}].product_id`,
    );
    const unchanged = await loadForm(customer, "rma", id);
    expect(unchanged.dataModel).toEqual(form.dataModel);
    expect(unchanged.childTables.rma_lines).toEqual(lines);

    const ok = await saveForm(
      customer,
      body([...lines.slice(1), { product_id: product, quantity: 3 }], "whole"),
    );
    expect(ok.statusCode).toBe(200);
    const saved = ok.json<TUpdateEntityResponse>();
    expect(saved.dataModel.notes).toBe("whole");
    expect(saved.childTables.rma_lines).toHaveLength(lines.length);
    expect(saved.childTables.rma_lines!.at(-1)).toMatchObject({ product_id: product, quantity: 3 });
  });

  it("stores a cleared optional text of a NOT NULL column as empty, not a server error", async () => {
    const id = await firstId(customer, "rma");
    const form = await loadForm(customer, "rma", id);
    const res = await saveForm(customer, {
      screenName: "rma",
      primaryTable: "rmas",
      dataModel: { ...form.dataModel, notes: null },
      originalDataModel: form.dataModel,
      childTables: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TUpdateEntityResponse>().dataModel.notes).toBe("");
  });

  it("creates a row from createtable's blank model in the customer's company", async () => {
    const blank = await customer.get(SaveUpdatePath.createTable, {
      query: { tableName: "service_requests", screenName: "request" },
    });
    expect(blank.statusCode).toBe(200);
    const model = blank.json<{ dataModel: Record<string, unknown> }>().dataModel;
    const existing = (await loadForm(customer, "request", await firstId(customer, "request"))).dataModel;
    const res = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: {
        ...model,
        status: "NEW",
        priority: existing.priority,
        site_id: existing.site_id,
        description: "New request",
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json<TUpdateEntityResponse>().dataModel;
    expect(saved).toMatchObject({ company_id: model.company_id, version: 1, description: "New request" });
    expect(String(saved.request_number)).toMatch(/^SR-/);
  });

  it("a customer of company A saves nothing of company B nor links B's rows", async () => {
    const theirs = await firstId(customer2, "request");
    const mine = await firstId(customer, "request");
    const foreign = (await loadForm(customer2, "request", theirs)).dataModel;
    const write = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { ...foreign, description: "taken over" },
      originalDataModel: foreign,
    });
    expect(write.statusCode).toBe(404);
    expect((await loadForm(customer2, "request", theirs)).dataModel.description).toBe(foreign.description);
    const link = await saveRequest(customer, mine, { site_id: foreign.site_id });
    expect(link.statusCode).toBe(400);
    expect(link.json<Details>().details[0]).toEqual({
      path: "dataModel.site_id",
      message: `no sites row ${foreign.site_id}`,
      messageKey: "error_no_reference_row",
      values: { table: "sites", id: String(foreign.site_id) },
    });
    const create = await saveForm(customer, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: { status: "NEW", priority: foreign.priority, site_id: foreign.site_id, description: "x" },
    });
    expect(create.statusCode).toBe(400);
  });

  it("obeys canEditRequest for customers, not for staff", async () => {
    await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "canEditRequest"));
    try {
      const id = await firstId(customer, "request");
      expect((await saveRequest(customer, id, { description: "nope" })).statusCode).toBe(403);
      expect((await saveRequest(staff, id, { description: "staff may" })).statusCode).toBe(200);
    } finally {
      await t.db.update(appParams).set({ value: "true" }).where(eq(appParams.name, "canEditRequest"));
    }
  });

  it("answers 401 without a session and 403 without the XSRF header", async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.init();
    expect((await saveForm(anonymous, { screenName: "request" })).statusCode).toBe(401);
    expect(
      (await anonymous.get(SaveUpdatePath.createTable, { query: { tableName: "rmas" } })).statusCode,
    ).toBe(401);
    const id = await firstId(customer, "request");
    const { dataModel } = await loadForm(customer, "request", id);
    const res = await saveForm(
      customer,
      { screenName: "request", primaryTable: "service_requests", dataModel, originalDataModel: dataModel },
      { xsrf: false },
    );
    expect(res.statusCode).toBe(403);
  });
});

import type { TErrorResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { footprint, placesOf, submit } from "./submissions.test-support.js";

const detailsOf = (res: { json<T>(): T }) =>
  Object.fromEntries((res.json<TErrorResponse>().details ?? []).map((d) => [d.path, d.message]));

/** Submissions whose values used to fail inside the database (a 500) are 400s naming the field. */
describe.each(engines)("submitworkflow input errors (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let places: Awaited<ReturnType<typeof placesOf>>;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    places = await placesOf(t.db, DEMO.customer.email);
  });
  afterAll(async () => t?.close());

  it("names non-ISO and impossible dates and NUL characters, and writes nothing", async () => {
    const before = await footprint(t.db);
    const res = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: {
        site_id: places.siteId,
        problem_code: "MECH_LEAK",
        priority: "HIGH",
        description: "Leak",
        preferred_from: "March 7",
        preferred_to: "2026-02-30T08:00:00Z",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      "dataModel.preferred_from": expect.stringMatching(/ISO 8601/),
      "dataModel.preferred_to": expect.stringMatching(/ISO 8601/),
    });
    // A NUL is refused by the shared contract text type, before any step is checked.
    const nul = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: {
        site_id: places.siteId,
        problem_code: "MECH_LEAK",
        priority: "HIGH",
        description: "Leak\u0000",
      },
    });
    expect(detailsOf(nul)).toEqual({ "dataModel.description": "must not contain NUL characters" });
    expect(await footprint(t.db)).toEqual(before);
  });

  it("holds a field to its field type's check, as the browser does: a malformed phone (issue 10 §3)", async () => {
    const before = await footprint(t.db);
    const dataModel = {
      site_id: places.siteId,
      problem_code: "MECH_LEAK",
      priority: "HIGH",
      description: "Leak",
      contact_phone: "+1-123-345",
    };
    const res = await submit(customer, { workflowName: "REQUEST", dataModel });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      "dataModel.contact_phone": "must be an optional + followed by 11 digits",
    });
    expect(await footprint(t.db)).toEqual(before);
  });

  it("names RMA lines with wrong types, blanks in NOT NULL columns and unknown products", async () => {
    const res = await submit(customer, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: {
        rma_lines: [
          { product_id: "one", quantity: 1 },
          { product_id: places.productId, quantity: null },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({
      "childTables.rma_lines[0].product_id": "must be a whole number",
      "childTables.rma_lines[1].quantity": "is required",
    });
    const nul = await submit(customer, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: { rma_lines: [{ product_id: places.productId, quantity: 1, serial_number: "S\u0000N" }] },
    });
    expect(detailsOf(nul)).toEqual({
      "childTables.rma_lines[0].serial_number": "must not contain NUL characters",
    });
    const unknown = await submit(customer, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: { rma_lines: [{ product_id: 99_999_999, quantity: 1 }] },
    });
    expect(detailsOf(unknown)).toEqual({ "childTables.rma_lines[0].product_id": "no products row 99999999" });
  });

  it("names NUL characters in a note instead of failing the insert", async () => {
    const created = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: { site_id: places.siteId, problem_code: "MECH_LEAK", priority: "LOW", description: "x" },
    });
    const res = await customer.post("/api/requestwf/addnote", {
      requestId: created.json<{ id: number }>().id,
      text: "a\u0000b",
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({ text: "must not contain NUL characters" });
  });
});

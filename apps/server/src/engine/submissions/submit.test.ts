import type { TErrorResponse, TSubmitWorkflowResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rowsOf } from "../search/search.repository.js";
import { saveForm } from "../records/records.test-support.js";
import { storeWorkflow } from "../workflows/workflows.store.js";
import { startScreenCopy } from "../workflows/workflows.test-support.js";
import { validateWorkflow } from "../workflows/workflows.validate.js";
import { footprint, placesOf, submit, uploadFile } from "./submissions.test-support.js";

type Places = Awaited<ReturnType<typeof placesOf>>;
const paths = (res: { json<T>(): T }) => res.json<TErrorResponse>().details?.map((d) => d.path) ?? [];

describe.each(engines)("requestwf submitworkflow (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let staff: TestClient;
  let acme: Places;
  let globex: Places;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    acme = await placesOf(t.db, DEMO.customer.email);
    globex = await placesOf(t.db, DEMO.customer2.email);
  });
  afterAll(async () => t?.close());

  const requestData = (p: Places, more: Record<string, string | number | null> = {}) => ({
    site_id: p.siteId,
    asset_id: p.assetId,
    problem_code: "MECH_LEAK",
    priority: "HIGH",
    description: "Water under the pump",
    preferred_from: "2026-12-01T08:00:00.000Z",
    contact_name: "Ann Example",
    ...more,
  });
  const row = async (table: string, id: number) =>
    (await rowsOf(t.db, sql`select * from ${sql.identifier(table)} where id = ${id}`))[0]!;

  it("creates a request with the seed's number format, status NEW, the caller's company, files and a first status", async () => {
    const file = await uploadFile(customer, "leak.png");
    const res = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: requestData(acme),
      attachmentIds: [file],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TSubmitWorkflowResponse>();
    expect(body).toMatchObject({ table: "service_requests", replayed: false });
    expect(body.number).toMatch(/^SR-\d{6}$/);
    const stored = await row("service_requests", body.id);
    expect(stored).toMatchObject({
      request_number: body.number,
      status: "NEW",
      company_id: acme.companyId,
      site_id: acme.siteId,
      priority: "HIGH",
      contact_name: "Ann Example",
    });
    const notes = await rowsOf(t.db, sql`select kind, text from request_notes where request_id = ${body.id}`);
    expect(notes).toEqual([{ kind: "STATUS", text: "NEW" }]);
    const files = await rowsOf(
      t.db,
      sql`select file_name from attachments where owner_table = 'service_requests' and owner_id = ${body.id}`,
    );
    expect(files).toEqual([{ file_name: "leak.png" }]);
  });

  it("numbers consecutively, and a save through updateentity uses the same number source", async () => {
    const first = (await submit(customer, { workflowName: "REQUEST", dataModel: requestData(acme) })).json<{
      number: string;
    }>();
    const saved = await saveForm(staff, {
      screenName: "request",
      primaryTable: "service_requests",
      dataModel: {
        company_id: acme.companyId,
        site_id: acme.siteId,
        priority: "LOW",
        status: "NEW",
        description: "staff made",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedNumber = String(
      saved.json<{ dataModel: { request_number: string } }>().dataModel.request_number,
    );
    expect(savedNumber).toMatch(/^SR-\d{6}$/);
    expect(Number(savedNumber.slice(3))).toBe(Number(first.number.slice(3)) + 1);
  });

  it("names every invalid field: required, code values, columns not on the path, read-only, id", async () => {
    const res = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: {
        ...requestData(acme, { description: "", priority: "SOMEDAY" }),
        survey_type: "INDOOR",
        status: "CLOSED",
        id: 5,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<TErrorResponse>().code).toBe("VALIDATION_FAILED");
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        "dataModel.description",
        "dataModel.survey_type",
        "dataModel.status",
        "dataModel.id",
      ]),
    );
    const details = res.json<TErrorResponse>().details!;
    expect(details.find((d) => d.path === "dataModel.survey_type")?.message).toMatch(
      /not a field of this workflow/,
    );
    // Code values are checked once the shape is right.
    const code = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: requestData(acme, { priority: "SOMEDAY" }),
    });
    expect(code.statusCode).toBe(400);
    expect(paths(code)).toEqual(["dataModel.priority"]);
  });

  it("refuses lookups outside the caller's company and an asset that is not at the chosen site", async () => {
    const foreign = await submit(customer, { workflowName: "REQUEST", dataModel: requestData(globex) });
    expect(foreign.statusCode).toBe(400);
    expect(paths(foreign)).toEqual(expect.arrayContaining(["dataModel.site_id", "dataModel.asset_id"]));
    const elsewhere = await submit(customer, {
      workflowName: "REQUEST",
      dataModel: requestData(acme, { asset_id: acme.otherSiteAssetId }),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json<TErrorResponse>().message).toMatch(
      /^dataModel\.asset_id: asset \d+ is not at site/,
    );
  });

  it("gives a staff submission the company of the chosen site", async () => {
    const res = await submit(staff, { workflowName: "REQUEST", dataModel: requestData(globex) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row("service_requests", res.json<TSubmitWorkflowResponse>().id)).toMatchObject({
      company_id: globex.companyId,
    });
  });

  it("creates an RMA with its lines, and refuses one without lines", async () => {
    const res = await submit(customer, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE", notes: "Two dead units" },
      childTables: {
        rma_lines: [
          { product_id: acme.productId, serial_number: "SN-1", quantity: 1 },
          { product_id: acme.productId, serial_number: "SN-2", quantity: 2 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TSubmitWorkflowResponse>();
    expect(body.table).toBe("rmas");
    expect(body.number).toMatch(/^RMA-\d{6}$/);
    expect(await row("rmas", body.id)).toMatchObject({ status: "OPEN", company_id: acme.companyId });
    const lines = await rowsOf(
      t.db,
      sql`select serial_number, quantity from rma_lines where rma_id = ${body.id} order by id`,
    );
    expect(lines).toEqual([
      { serial_number: "SN-1", quantity: 1 },
      { serial_number: "SN-2", quantity: 2 },
    ]);

    const none = await submit(customer, { workflowName: "RMA", dataModel: { reason_code: "DEFECTIVE" } });
    expect(none.statusCode).toBe(400);
    expect(paths(none)).toEqual(["childTables.rma_lines"]);
  });

  it("writes nothing when a child row is bad, or when a file fails after the record was inserted", async () => {
    const before = await footprint(t.db);
    const badLine = await submit(customer, {
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: {
        rma_lines: [
          { product_id: acme.productId, quantity: 1 },
          { product_id: 99_999_999, quantity: 0 },
        ],
      },
    });
    expect(badLine.statusCode).toBe(400);
    expect(paths(badLine)).toEqual(expect.arrayContaining(["childTables.rma_lines[1].quantity"]));
    // Another person's upload fails only at the linking step, after record, lines and number.
    const foreignFile = await uploadFile(customer2);
    const key = crypto.randomUUID();
    const late = await submit(customer, {
      idempotencyKey: key,
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: { rma_lines: [{ product_id: acme.productId, quantity: 1 }] },
      attachmentIds: [foreignFile],
    });
    expect(late.statusCode).toBe(400);
    expect(paths(late)).toEqual(["attachmentIds[0]"]);
    expect(await footprint(t.db)).toEqual(before);
    // The key was rolled back with everything else: fixed data goes through under it.
    const fixed = await submit(customer, {
      idempotencyKey: key,
      workflowName: "RMA",
      dataModel: { reason_code: "DEFECTIVE" },
      childTables: { rma_lines: [{ product_id: acme.productId, quantity: 1 }] },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<TSubmitWorkflowResponse>().replayed).toBe(false);
  });

  it("follows the decision: an INDOOR site survey needs the indoor step's fields, not the outdoor ones", async () => {
    const survey = (data: Record<string, string | number>) =>
      submit(customer, { workflowName: "SITE_SURVEY", dataModel: { site_id: acme.siteId, ...data } });
    const indoor = await survey({ survey_type: "INDOOR", description: "Server room", contact_name: "Bo" });
    expect(indoor.statusCode, indoor.body).toBe(200);
    expect(await row("service_requests", indoor.json<TSubmitWorkflowResponse>().id)).toMatchObject({
      survey_type: "INDOOR",
      problem_code: "SURVEY",
      priority: "MEDIUM",
    });
    // The indoor step requires a contact name; the outdoor step's visit window is not on this path.
    const missing = await survey({
      survey_type: "INDOOR",
      description: "Server room",
      preferred_from: "2026-12-01T08:00:00.000Z",
    });
    expect(missing.statusCode).toBe(400);
    expect(paths(missing)).toEqual(["dataModel.contact_name", "dataModel.preferred_from"]);
    const outdoor = await survey({
      survey_type: "OUTDOOR",
      description: "Roof",
      preferred_from: "2026-12-01T08:00:00.000Z",
    });
    expect(outdoor.statusCode, outdoor.body).toBe(200);
    // The read-only default cannot be overridden.
    const forced = await survey({ survey_type: "OUTDOOR", description: "Roof", problem_code: "ELEC_POWER" });
    expect(paths(forced)).toEqual(["dataModel.problem_code"]);
  });

  it("checks the steps of a sub-workflow on the path like its own", async () => {
    const doc = await validateWorkflow(t.db, {
      formatVersion: 1,
      header: {
        name: "NESTED_SURVEY",
        titleKey: "wf_site_survey_title",
        primaryTable: "service_requests",
        startScreen: await startScreenCopy(t.db, "NESTED_START"),
        confirmationScreen: "SURVEY_CONFIRM",
        success: "requestsuccess",
      },
      elements: [{ kind: "subWorkflow", id: "survey", workflow: "SITE_SURVEY" }],
    });
    await t.db.transaction((tx) => storeWorkflow(tx, null, doc, { title: "Nested survey" }));
    const nested = (data: Record<string, string | number>) =>
      submit(customer, { workflowName: "NESTED_SURVEY", dataModel: { site_id: acme.siteId, ...data } });
    const missing = await nested({ survey_type: "INDOOR", description: "Lab" });
    expect(paths(missing)).toEqual(["dataModel.contact_name"]);
    const ok = await nested({ survey_type: "INDOOR", description: "Lab", contact_name: "Cy" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await row("service_requests", ok.json<TSubmitWorkflowResponse>().id)).toMatchObject({
      problem_code: "SURVEY",
      contact_name: "Cy",
    });
  });

  it("refuses a disabled workflow with 409 and an unknown one with 404", async () => {
    await t.db.execute(
      sql`update metadata_documents set disabled = true, document = jsonb_set(document, '{header,disabled}', 'true') where kind = 'workflow' and name = 'SITE_SURVEY'`,
    );
    try {
      const res = await submit(customer, {
        workflowName: "SITE_SURVEY",
        dataModel: { site_id: acme.siteId, survey_type: "INDOOR", description: "x", contact_name: "y" },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json<TErrorResponse>().message).toMatch(/SITE_SURVEY.*disabled/);
    } finally {
      await t.db.execute(
        sql`update metadata_documents set disabled = false, document = jsonb_set(document, '{header,disabled}', 'false') where kind = 'workflow' and name = 'SITE_SURVEY'`,
      );
    }
    const unknown = await submit(customer, { workflowName: "NO_SUCH_FLOW", dataModel: {} });
    expect(unknown.statusCode).toBe(404);
  });

  it("checks the request shape: a key that is not a uuid v4, and no session or XSRF header", async () => {
    const res = await submit(customer, { idempotencyKey: "123", workflowName: "REQUEST", dataModel: {} });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("idempotencyKey");
    const noXsrf = await customer.post(
      "/api/requestwf/submitworkflow",
      { workflowName: "REQUEST", idempotencyKey: crypto.randomUUID(), dataModel: {} },
      { xsrf: false },
    );
    expect(noXsrf.statusCode).toBe(403);
  });
});

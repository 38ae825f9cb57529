import { ErrorCode, WorkflowPath, type TScreenResponse, type TWorkflowManagerResponse } from "@fsm/contracts";
import {
  checkWorkflowReferences,
  describeIssue,
  parseWorkflowDocument,
  wizardSteps,
  type TWorkflowDocument,
} from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASELINE_WORKFLOW_DOCUMENTS } from "../../db/seed/screens/workflows.seed.js";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { buildWorkflowCatalog } from "./workflow-catalog.js";
import { findWorkflowByName } from "./workflows.repository.js";
import { setWorkflowRow } from "./workflows.test-support.js";

describe.each(engines)("workflow reads (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let customer2: TestClient;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    customer2 = await signedIn(t.app, DEMO.customer2.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  const screenOf = async (query: Record<string, string>, client = customer) => {
    const res = await client.get(WorkflowPath.fetchWorkflowScreenMetadata, { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TScreenResponse>().name;
  };

  it.each(BASELINE_WORKFLOW_DOCUMENTS.map((w) => [w.document.header.name, w.document] as const))(
    "seeded workflow %s parses, every reference resolves, and it is stored at revision 1",
    async (name, raw) => {
      const parsed = parseWorkflowDocument(raw);
      if (!parsed.ok) throw new Error(parsed.issues.map(describeIssue).join("\n"));
      const issues = checkWorkflowReferences(parsed.value, await buildWorkflowCatalog(t.db));
      expect(issues.map(describeIssue)).toEqual([]);
      const row = await findWorkflowByName(t.db, name);
      expect(row).toMatchObject({ revision: 1, startScreenName: raw.header.startScreen });
    },
  );

  it("getWorkflowManager finds a workflow by name or by its start screen, any case", async () => {
    for (const screenName of ["REQUEST", "request_site"]) {
      const res = await customer.get(WorkflowPath.getWorkflowManager, { query: { screenName } });
      expect(res.statusCode).toBe(200);
      const body = res.json<TWorkflowManagerResponse>();
      expect(body.header).toMatchObject({
        name: "REQUEST",
        startScreen: "REQUEST_SITE",
        confirmationScreen: "REQUEST_CONFIRM",
        summaryScreen: "REQUEST_SUMMARY",
        success: "requestsuccess",
        isBaseline: true,
        disabled: false,
      });
      expect(body.elements.map((e) => e.screen)).toEqual([
        "REQUEST_SITE",
        "REQUEST_DETAILS",
        "REQUEST_FILES",
      ]);
      expect(body.revision).toBe(1);
    }
  });

  it("fetchstartandconfirm names the start, confirmation and (optional) summary screens", async () => {
    const rma = await customer.get(WorkflowPath.fetchStartAndConfirm, { query: { screenName: "RMA" } });
    expect(rma.json()).toEqual({
      startScreen: "RMA_LINES",
      confirmationScreen: "RMA_CONFIRM",
      summaryScreen: null,
    });
    const request = await customer.get(WorkflowPath.fetchStartAndConfirm, {
      query: { screenName: "REQUEST" },
    });
    expect(request.json()).toMatchObject({ summaryScreen: "REQUEST_SUMMARY" });
  });

  it("fetchWorkflowScreenMetadata treats '@' as empty: no step means the start screen", async () => {
    const query = { screenName: "REQUEST", subWfId: "@", mode: "@", stepId: "@" };
    expect(await screenOf(query)).toBe("REQUEST_SITE");
    expect(await screenOf({ screenName: "REQUEST" })).toBe("REQUEST_SITE");
    expect(await screenOf({ ...query, stepId: "files" })).toBe("REQUEST_FILES");
    expect(await screenOf({ ...query, mode: "confirmation" })).toBe("REQUEST_CONFIRM");
    expect(await screenOf({ ...query, mode: "summary" })).toBe("REQUEST_SUMMARY");
    const step = await customer.get(WorkflowPath.fetchWorkflowScreenMetadata, {
      query: { ...query, stepId: "details" },
    });
    expect(step.json<TScreenResponse>()).toMatchObject({
      type: "workflowStep",
      document: { table: "service_requests" },
    });
  });

  it("answers 404 for an unknown workflow or step, and 400 naming a missing parameter", async () => {
    const none = await customer.get(WorkflowPath.getWorkflowManager, { query: { screenName: "NOPE" } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('"NOPE"');
    const step = await customer.get(WorkflowPath.fetchWorkflowScreenMetadata, {
      query: { screenName: "REQUEST", subWfId: "@", mode: "@", stepId: "ghost" },
    });
    expect(step.statusCode).toBe(404);
    expect(step.json().message).toContain('"ghost"');
    const missing = await customer.get(WorkflowPath.getWorkflowElements);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: ErrorCode.Validation });
    expect(JSON.stringify(missing.json())).toContain("screenName");
  });

  it("branches SITE_SURVEY on survey_type: getworkflowelements + wizardSteps, and each branch's step screen", async () => {
    const res = await customer.get(WorkflowPath.getWorkflowElements, {
      query: { screenName: "SURVEY_SITE" },
    });
    expect(res.statusCode).toBe(200);
    const { elements } = res.json<{ elements: TWorkflowDocument["elements"] }>();
    const manager = (
      await customer.get(WorkflowPath.getWorkflowManager, { query: { screenName: "SITE_SURVEY" } })
    ).json<TWorkflowManagerResponse>();
    const parsed = parseWorkflowDocument({ formatVersion: 1, header: manager.header, elements });
    if (!parsed.ok) throw new Error(parsed.issues.map(describeIssue).join("\n"));
    const path = (survey_type: string) =>
      wizardSteps(parsed.value, { survey_type }, () => undefined).map((s) => s.screen);
    expect(path("INDOOR")).toEqual(["SURVEY_SITE", "SURVEY_INDOOR"]);
    expect(path("OUTDOOR")).toEqual(["SURVEY_SITE", "SURVEY_OUTDOOR"]);
    const q = { screenName: "SITE_SURVEY", subWfId: "@", mode: "@" };
    expect(await screenOf({ ...q, stepId: "indoor" })).toBe("SURVEY_INDOOR");
    expect(await screenOf({ ...q, stepId: "outdoor" })).toBe("SURVEY_OUTDOOR");
  });

  it("refuses RMA workflow reads to a caller without RMA access (403)", async () => {
    const res = await customer2.get(WorkflowPath.getWorkflowManager, { query: { screenName: "RMA" } });
    expect(res.statusCode).toBe(403);
    const ok = await customer2.get(WorkflowPath.getWorkflowManager, { query: { screenName: "REQUEST" } });
    expect(ok.statusCode).toBe(200);
  });

  it("a disabled workflow answers 404 to customers, while designers still read it", async () => {
    const row = (await findWorkflowByName(t.db, "SITE_SURVEY"))!;
    const doc = row.document as TWorkflowDocument;
    await setWorkflowRow(t.db, "SITE_SURVEY", {
      disabled: true,
      document: { ...doc, header: { ...doc.header, disabled: true } },
    });
    try {
      for (const url of [
        WorkflowPath.getWorkflowManager,
        WorkflowPath.fetchStartAndConfirm,
        WorkflowPath.fetchWorkflowScreenMetadata,
      ]) {
        const res = await customer.get(url, { query: { screenName: "SITE_SURVEY" } });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Workflow "SITE_SURVEY" is disabled.');
      }
      const designed = await designer.get(WorkflowPath.getWorkflowManager, {
        query: { screenName: "SITE_SURVEY" },
      });
      expect(designed.json<TWorkflowManagerResponse>().header.disabled).toBe(true);
    } finally {
      await setWorkflowRow(t.db, "SITE_SURVEY", { disabled: false, document: doc });
    }
  });

  it("needs a session", async () => {
    const res = await new TestClient(t.app).get(WorkflowPath.getWorkflowManager, {
      query: { screenName: "REQUEST" },
    });
    expect(res.statusCode).toBe(401);
  });
});

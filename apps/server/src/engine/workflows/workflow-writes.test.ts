import { ApiPath, ErrorCode, WorkflowPath, type TWorkflowManagerResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persons, portalMessages } from "../../db/schema.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { wizardSteps } from "@fsm/metadata";
import { loadWorkflow, workflowResolver } from "./workflows.service.js";
import { findWorkflowByName } from "./workflows.repository.js";
import { customWorkflow, postForm, startScreenCopy, workflowRevisionRows } from "./workflows.test-support.js";

describe.each(engines)("workflow writes (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  const manager = async (screenName: string, client = designer) =>
    (
      await client.get(WorkflowPath.getWorkflowManager, { query: { screenName } })
    ).json<TWorkflowManagerResponse>();
  const customEntries = async () =>
    (await customer.get(ApiPath.customWorkflowFeatures)).json<{ WorkflowStartScreenName: string }[]>();
  /** Warms the screen cache so a test can see a write clear it. */
  const warmCache = async () => {
    await customer.get(WorkflowPath.fetchWorkflowScreenMetadata, { query: { screenName: "REQUEST" } });
    expect(t.app.screenCache.size).toBeGreaterThan(0);
  };

  it.each([
    [WorkflowPath.saveCustomWorkflow, customWorkflow("REFUSED")],
    [WorkflowPath.addElementsToWorkflow, customWorkflow("SITE_SURVEY")],
    [WorkflowPath.deleteSubWorkflowScreen, { mainScreenName: "SITE_SURVEY", removedIds: ["indoor"] }],
    [
      WorkflowPath.createPortalScreen,
      {
        screenType: "confirmation",
        screenHeader: { screenName: "REFUSED_CONFIRM", title: "wf_request_confirm_title" },
      },
    ],
  ])("refuses %s to a non-designer (403) and changes nothing", async (url, body) => {
    const before = await workflowRevisionRows(t.db);
    const res = await customer.post(url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Forbidden);
    expect(await workflowRevisionRows(t.db)).toHaveLength(before.length);
  });

  it.each([
    [WorkflowPath.deleteWorkflow, { screenName: "SITE_SURVEY" }],
    [WorkflowPath.disableWorkflow, { screenName: "REQUEST", disable: "true" }],
    [
      WorkflowPath.saveApprovedSummaryScreen,
      { screenName: "REQUEST_SUMMARY", wfStartScreen: "SURVEY_SITE", isCustomScreen: "true" },
    ],
  ])("refuses the form post %s to a non-designer (403)", async (url, fields) => {
    const res = await postForm(customer, url, fields);
    expect(res.statusCode).toBe(403);
    expect((await manager("SITE_SURVEY")).revision).toBe(1);
    expect((await manager("REQUEST")).header.disabled).toBe(false);
  });

  it("savecustomworkflow creates a custom workflow as revision 1 by its author, clears the cache, shows it in the side bar", async () => {
    await warmCache();
    const res = await designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("QUICK_SURVEY", await startScreenCopy(t.db, "QUICK_START")),
      comment: "first",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: "QUICK_SURVEY", revision: 1 });
    expect(t.app.screenCache.size).toBe(0);
    expect((await manager("QUICK_SURVEY")).header).toMatchObject({ isBaseline: false, disabled: false });
    expect((await customEntries()).map((e) => e.WorkflowStartScreenName)).toContain("SURVEY_SITE");
    const [author] = await t.db.select().from(persons).where(eq(persons.email, DEMO.designer.email));
    const [rev] = await workflowRevisionRows(t.db, "QUICK_SURVEY");
    expect(rev).toMatchObject({ revision: 1, authorPersonId: author!.id, comment: "first" });
  });

  it("savecustomworkflow names the failing field of the request", async () => {
    const bad = customWorkflow("BROKEN");
    bad.workflowHeader.titleKey = "no_such_message";
    bad.workflowElements[1] = { kind: "step", id: "outdoor", screen: "NO_SUCH_SCREEN" };
    const res = await designer.post(WorkflowPath.saveCustomWorkflow, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: "workflowHeader.titleKey", message: 'unknown message key "no_such_message"' },
      { path: "workflowElements[1].screen", message: 'unknown screen "NO_SUCH_SCREEN"' },
    ]);
    const jump = customWorkflow("BROKEN");
    jump.workflowElements.push({
      kind: "decision",
      id: "d",
      column: "survey_type",
      branches: [{ equals: "X", goto: "nowhere" }],
    });
    const jumpRes = await designer.post(WorkflowPath.saveCustomWorkflow, jump);
    expect(jumpRes.json().details).toEqual([
      { path: "workflowElements[2].branches[0].goto", message: 'unknown element id "nowhere"' },
    ]);
    const column = customWorkflow("BROKEN");
    column.workflowElements.push({
      kind: "decision",
      id: "d",
      column: "colour",
      branches: [{ equals: "X", goto: "$end" }],
    });
    expect((await designer.post(WorkflowPath.saveCustomWorkflow, column)).json().details).toEqual([
      { path: "workflowElements[2].column", message: 'unknown column "colour" of table "service_requests"' },
    ]);
    const loop = customWorkflow("BROKEN");
    loop.workflowElements.push({
      kind: "decision",
      id: "d",
      column: "survey_type",
      branches: [{ equals: "X", goto: "site" }],
    });
    expect((await designer.post(WorkflowPath.saveCustomWorkflow, loop)).json().details).toEqual([
      { path: "workflowElements[2].branches[0].goto", message: 'cycle: "d" leads back to "site"' },
    ]);
    expect(await findWorkflowByName(t.db, "BROKEN")).toBeUndefined();
  });

  it("addelementstoworkflow appends new elements and replaces same-id ones, as a new revision", async () => {
    await designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("GROWING", await startScreenCopy(t.db, "GROWING_START")),
    );
    const res = await designer.post(WorkflowPath.addElementsToWorkflow, {
      workflowHeader: { name: "GROWING" },
      workflowElements: [
        { kind: "step", id: "outdoor", screen: "SURVEY_INDOOR" },
        { kind: "step", id: "more", screen: "SURVEY_OUTDOOR" },
      ],
    });
    expect(res.json()).toEqual({ name: "GROWING", revision: 2 });
    expect((await manager("GROWING")).elements.map((e) => `${e.id}:${e.screen}`)).toEqual([
      "site:GROWING_START",
      "outdoor:SURVEY_INDOOR",
      "more:SURVEY_OUTDOOR",
    ]);
    const missing = await designer.post(WorkflowPath.addElementsToWorkflow, customWorkflow("NOT_THERE"));
    expect(missing.statusCode).toBe(404);
  });

  it("disableworkflow REQUEST turns request access off in the menu and the workflow off for customers; enabling restores both", async () => {
    await warmCache();
    const off = await postForm(designer, WorkflowPath.disableWorkflow, {
      screenName: "REQUEST",
      disable: "true",
    });
    expect(off.json()).toMatchObject({ name: "REQUEST", disabled: true });
    expect(t.app.screenCache.size).toBe(0);
    try {
      expect((await customer.get(ApiPath.menuAccess)).json()).toMatchObject({
        request: "false",
        rma: "true",
      });
      const read = await customer.get(WorkflowPath.fetchStartAndConfirm, {
        query: { screenName: "REQUEST" },
      });
      expect(read.statusCode).toBe(404);
    } finally {
      await postForm(designer, WorkflowPath.disableWorkflow, { screenName: "REQUEST", disable: "false" });
    }
    expect((await customer.get(ApiPath.menuAccess)).json()).toMatchObject({ request: "true" });
    expect((await manager("REQUEST")).header.disabled).toBe(false);
  });

  it("disableworkflow of a custom workflow removes its side-bar entry", async () => {
    await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("HIDDEN", "SURVEY_INDOOR"));
    expect((await customEntries()).map((e) => e.WorkflowStartScreenName)).toContain("SURVEY_INDOOR");
    await postForm(designer, WorkflowPath.disableWorkflow, { screenName: "HIDDEN", disable: "true" });
    expect((await customEntries()).map((e) => e.WorkflowStartScreenName)).not.toContain("SURVEY_INDOOR");
    const bad = await postForm(designer, WorkflowPath.disableWorkflow, { screenName: "" });
    expect(bad.statusCode).toBe(400);
  });

  it("deleteworkflow deletes a custom workflow (history kept) and refuses a baseline one", async () => {
    await designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("DOOMED", await startScreenCopy(t.db, "DOOMED_START")),
    );
    const res = await postForm(designer, WorkflowPath.deleteWorkflow, { screenName: "DOOMED" });
    expect(res.json()).toMatchObject({ status: "success" });
    expect(
      (await designer.get(WorkflowPath.getWorkflowManager, { query: { screenName: "DOOMED" } })).statusCode,
    ).toBe(404);
    const history = await designer.get(WorkflowPath.workflowRevisions, { query: { workflow: "DOOMED" } });
    expect(history.json().map((r: { deleted: boolean }) => r.deleted)).toEqual([true, false]);
    const baseline = await postForm(designer, WorkflowPath.deleteWorkflow, { screenName: "RMA" });
    expect(baseline.statusCode).toBe(400);
    expect(baseline.json().details[0].path).toBe("screenName");
  });

  it("deleteSubWorkFlowScreen removes elements, and names what still points at a removed one", async () => {
    await designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("BRANCHY", await startScreenCopy(t.db, "BRANCHY_START")),
      workflowElements: [
        { kind: "step", id: "site", screen: "BRANCHY_START" },
        {
          kind: "decision",
          id: "d",
          column: "survey_type",
          branches: [{ equals: "INDOOR", goto: "indoor" }],
          otherwise: "outdoor",
        },
        { kind: "step", id: "indoor", screen: "SURVEY_INDOOR", next: "$end" },
        { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" },
      ],
    });
    const dangling = await designer.post(WorkflowPath.deleteSubWorkflowScreen, {
      mainScreenName: "BRANCHY",
      removedIds: ["indoor"],
    });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().details).toEqual([
      { path: "elements[1].branches[0].goto", message: 'unknown element id "indoor"' },
    ]);
    const unknown = await designer.post(WorkflowPath.deleteSubWorkflowScreen, {
      mainScreenName: "BRANCHY",
      removedIds: ["zzz"],
    });
    expect(unknown.json().details[0].path).toBe("removedIds[0]");
    const ok = await designer.post(WorkflowPath.deleteSubWorkflowScreen, {
      mainScreenName: "BRANCHY",
      removedIds: ["d", "indoor"],
    });
    expect(ok.json()).toEqual({ name: "BRANCHY", revision: 2 });
    expect((await manager("BRANCHY")).elements.map((e) => e.id)).toEqual(["site", "outdoor"]);
  });

  it("saveapprovedsummaryscreen sets the workflow's summary and its title message", async () => {
    await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("SUMMED", "SURVEY_OUTDOOR"));
    const res = await postForm(designer, WorkflowPath.saveApprovedSummaryScreen, {
      screenName: "REQUEST_SUMMARY",
      isCustomScreen: "true",
      dashBoardTitleMsgId: "wf_request_summary_title",
      dashboardTitle: "Your Request",
      wfStartScreen: "SURVEY_OUTDOOR",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await manager("SUMMED")).header.summaryScreen).toBe("REQUEST_SUMMARY");
    const [msg] = await t.db
      .select()
      .from(portalMessages)
      .where(eq(portalMessages.key, "wf_request_summary_title"));
    expect(msg?.text).toBe("Your Request");
    const wrongType = await postForm(designer, WorkflowPath.saveApprovedSummaryScreen, {
      screenName: "REQUEST_CONFIRM",
      wfStartScreen: "SURVEY_OUTDOOR",
    });
    expect(wrongType.json().details[0]).toMatchObject({ path: "screenName" });
  });

  it("runs a sub-workflow's steps in place: wizardSteps with workflowResolver, and its step screen by subWfId", async () => {
    await designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("WITH_SUB", await startScreenCopy(t.db, "WITH_SUB_START")),
      workflowElements: [
        { kind: "step", id: "site", screen: "WITH_SUB_START" },
        { kind: "subWorkflow", id: "extra", workflow: "SITE_SURVEY" },
      ],
    });
    const doc = await loadWorkflow(t.db, "with_sub");
    const steps = wizardSteps(doc, { survey_type: "INDOOR" }, await workflowResolver(t.db, doc));
    expect(steps).toEqual([
      { id: "site", screen: "WITH_SUB_START" },
      { id: "site", screen: "SURVEY_SITE", subWfId: "extra" },
      { id: "indoor", screen: "SURVEY_INDOOR", subWfId: "extra" },
    ]);
    const screen = await customer.get(WorkflowPath.fetchWorkflowScreenMetadata, {
      query: { screenName: "WITH_SUB", subWfId: "extra", mode: "@", stepId: "outdoor" },
    });
    expect(screen.json().name).toBe("SURVEY_OUTDOOR");
    const self = await designer.post(WorkflowPath.addElementsToWorkflow, {
      workflowHeader: { name: "WITH_SUB" },
      workflowElements: [{ kind: "subWorkflow", id: "again", workflow: "WITH_SUB" }],
    });
    expect(self.json().details).toEqual([
      { path: "workflowElements[2].workflow", message: "sub-workflow cycle WITH_SUB → WITH_SUB" },
    ]);
    await expect(loadWorkflow(t.db, "NO_SUCH")).rejects.toMatchObject({ statusCode: 404 });
  });
});

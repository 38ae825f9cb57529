import { MetadataPath, WorkflowPath, type TErrorResponse } from "@fsm/contracts";
import { parseScreenDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { findScreenByName } from "../screens/screens.repository.js";
import { storeDocument } from "../screens/screens.service.js";
import { findWorkflowByName } from "./workflows.repository.js";
import { customWorkflow, postForm, startScreenCopy } from "./workflows.test-support.js";

/** Metadata that others name cannot be pulled from under them (issue 9). */
describe.each(engines)("referential integrity of metadata (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  const idOf = async (name: string) => (await findScreenByName(t.db, name))!.id;
  const deleteScreen = async (name: string) =>
    designer.post(MetadataPath.deleteScreenMetadata, { screenId: await idOf(name) });
  /** A copy of SURVEY_SITE with a button that navigates to `target`. */
  const screenNavigatingTo = async (name: string, target: string) => {
    const parsed = parseScreenDocument((await findScreenByName(t.db, "SURVEY_SITE"))!.document);
    const step = parsed.ok ? parsed.value : undefined;
    if (step?.type !== "workflowStep") throw new Error("SURVEY_SITE");
    const action = { type: "navigate" as const, screen: target };
    const button = { kind: "button" as const, id: "go", label: "wf_next", variant: "link" as const, action };
    await t.db.transaction((tx) =>
      storeDocument(tx, null, { ...step, name, actions: [...step.actions, button] }),
    );
  };

  it("refuses to delete a screen a workflow uses, naming the workflow (409)", async () => {
    const start = await startScreenCopy(t.db, "USED_START");
    const saved = await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("USER_FLOW", start));
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await deleteScreen(start);
    expect(res.statusCode).toBe(409);
    expect(res.json<TErrorResponse>()).toMatchObject({
      code: "CONFLICT",
      message: 'Screen "USED_START" is used by workflow "USER_FLOW"; remove it there first.',
    });
    expect(await findScreenByName(t.db, start)).toBeDefined();
    // Once the workflow is gone, so is the reason to keep the screen.
    await postForm(designer, WorkflowPath.deleteWorkflow, { screenName: "USER_FLOW" });
    expect((await deleteScreen(start)).statusCode).toBe(200);
  });

  it("refuses to delete a screen another screen links to, naming that screen (409)", async () => {
    const target = await startScreenCopy(t.db, "LINK_TARGET");
    await screenNavigatingTo("LINK_SOURCE", target);
    const res = await deleteScreen(target);
    expect(res.statusCode).toBe(409);
    expect(res.json<TErrorResponse>().message).toMatch(/used by screen "LINK_SOURCE"/);
    expect((await deleteScreen("LINK_SOURCE")).statusCode).toBe(200);
    expect((await deleteScreen(target)).statusCode).toBe(200);
  });

  it("refuses a second workflow on a start screen another workflow has (409), on every write", async () => {
    const taken = await designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("COPYCAT", "SURVEY_SITE"),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<TErrorResponse>().message).toBe(
      'Screen "SURVEY_SITE" is already the start screen of workflow "SITE_SURVEY".',
    );
    expect(await findWorkflowByName(t.db, "COPYCAT")).toBeUndefined();
    const own = await startScreenCopy(t.db, "MOVER_START");
    expect(
      (await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("MOVER", own))).statusCode,
    ).toBe(200);
    // Saving a workflow again on its own start screen is no clash; moving onto another's is.
    expect(
      (await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("MOVER", own))).statusCode,
    ).toBe(200);
    const moved = await designer.post(WorkflowPath.addElementsToWorkflow, {
      workflowHeader: { name: "MOVER", startScreen: "SURVEY_SITE" },
      workflowElements: [{ kind: "step", id: "site", screen: "SURVEY_SITE" }],
    });
    expect(moved.statusCode).toBe(409);
  });

  it("disableworkflow takes disable true or false only (400 naming disable otherwise)", async () => {
    for (const disable of ["banana", "1", "yes", ""]) {
      const res = await postForm(designer, WorkflowPath.disableWorkflow, {
        screenName: "SITE_SURVEY",
        disable,
      });
      expect(res.statusCode, disable).toBe(400);
      expect(res.json<TErrorResponse>().details?.[0]).toMatchObject({
        path: "disable",
        message: "must be true or false",
      });
    }
    const missing = await postForm(designer, WorkflowPath.disableWorkflow, { screenName: "SITE_SURVEY" });
    expect(missing.statusCode).toBe(400);
    const row = await findWorkflowByName(t.db, "SITE_SURVEY");
    expect(row).toMatchObject({ disabled: false, revision: 1 });
    const json = await designer.post(WorkflowPath.disableWorkflow, {
      screenName: "SITE_SURVEY",
      disable: true,
    });
    expect(json.json()).toMatchObject({ disabled: true });
    const text = await postForm(designer, WorkflowPath.disableWorkflow, {
      screenName: "SITE_SURVEY",
      disable: "False",
    });
    expect(text.json()).toMatchObject({ disabled: false });
  });
});

import { WorkflowPath, type TWorkflowManagerResponse } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { customWorkflow, startScreenCopy } from "./workflows.test-support.js";

describe.each(engines)("workflow revisions (%s)", (engine) => {
  let t: TestApp;
  let customer: TestClient;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    customer = await signedIn(t.app, DEMO.customer.email);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  const elementsOf = async (screenName: string) =>
    (
      await designer.get(WorkflowPath.getWorkflowManager, { query: { screenName } })
    ).json<TWorkflowManagerResponse>().elements;

  it("lists, diffs and reverts workflow revisions (designers only)", async () => {
    const start = await startScreenCopy(t.db, "HISTORY_START");
    await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("HISTORY", start));
    const two = customWorkflow("HISTORY", start);
    two.workflowElements.pop();
    await designer.post(WorkflowPath.saveCustomWorkflow, { ...two, comment: "outdoor dropped" });
    const list = await designer.get(WorkflowPath.workflowRevisions, { query: { workflow: "history" } });
    expect(list.json().map((r: { revision: number; comment: string }) => [r.revision, r.comment])).toEqual([
      [2, "outdoor dropped"],
      [1, "saved"],
    ]);
    const diff = await designer.get(WorkflowPath.workflowRevisionDiff, {
      query: { workflow: "HISTORY", from: "1", to: "2" },
    });
    expect(diff.json().changes).toEqual([
      { path: "/elements/1", before: { kind: "step", id: "outdoor", screen: "SURVEY_OUTDOOR" } },
    ]);
    const revert = await designer.post(WorkflowPath.revertWorkflowRevision, {
      workflow: "HISTORY",
      revision: 1,
    });
    expect(revert.json()).toEqual({ name: "HISTORY", revision: 3 });
    expect(await elementsOf("HISTORY")).toHaveLength(2);
    expect(
      (await customer.get(WorkflowPath.workflowRevisions, { query: { workflow: "HISTORY" } })).statusCode,
    ).toBe(403);
    expect(
      (await customer.post(WorkflowPath.revertWorkflowRevision, { workflow: "HISTORY", revision: 1 }))
        .statusCode,
    ).toBe(403);
  });
});

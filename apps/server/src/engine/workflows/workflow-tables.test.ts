import { WorkflowPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { workflowTables } from "../dictionary/table-behaviour.js";
import { customWorkflow, startScreenCopy, workflowRevisionRows } from "./workflows.test-support.js";

/*
 * A workflow creates records only in a table whose business module declares that it takes
 * workflows (TableBehaviour.workflow); any other table, known to the dictionary or not, is refused.
 */
describe.each(engines)("workflow tables are the declared ones (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it("knows the tables the requests and RMA modules declare, with their success pages", () => {
    expect(Object.fromEntries(workflowTables())).toEqual({
      service_requests: "requestsuccess",
      rmas: "rmasuccess",
    });
  });

  it.each([
    ["sites", 'table "sites" takes no workflows'],
    ["assets", 'table "assets" takes no workflows'],
    ["no_such_table", undefined],
  ])("savecustomworkflow refuses a workflow on %s (400) and stores nothing", async (table, message) => {
    const before = await workflowRevisionRows(t.db);
    const doc = customWorkflow(
      `ON_${table.toUpperCase()}`,
      await startScreenCopy(t.db, `START_${table.toUpperCase()}`),
    );
    doc.workflowHeader.primaryTable = table;
    const res = await designer.post(WorkflowPath.saveCustomWorkflow, doc);
    expect(res.statusCode, res.body).toBe(400);
    const details: { path: string; message: string }[] = res.json().details;
    expect(details.map((d) => d.path)).toContain("workflowHeader.primaryTable");
    if (message) expect(details).toContainEqual({ path: "workflowHeader.primaryTable", message });
    expect(await workflowRevisionRows(t.db)).toHaveLength(before.length);
  });
});

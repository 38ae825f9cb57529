import { DocumentsPath, MetadataPath, WorkflowPath, type TScreenResponse } from "@fsm/contracts";
import { describe, expect, it } from "vitest";
import { engines } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";
import { customWorkflow, postForm, startScreenCopy } from "../workflows/workflows.test-support.js";
import { routePath, documentsTestApp } from "./documents.test-support.js";

describe.each(engines)("the document store's own calls (%s)", (engine) => {
  const app = documentsTestApp(engine, async ({ designer }) => {
    await postMetadata(designer, sitesScreen("storeScreen"), "created");
    await postMetadata(designer, sitesScreen("storeScreen", "request_list_title"), "retitled");
  });

  it("lists a kind's documents and exports one as stored", async () => {
    const list = await app.designer.get(routePath(DocumentsPath.list, { kind: "screen" }));
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ name: "storeScreen", revision: 2, disabled: false, isBaseline: false }),
    );
    const workflows = (await app.designer.get(routePath(DocumentsPath.list, { kind: "workflow" }))).json();
    expect(workflows.map((w: { name: string }) => w.name)).toEqual(
      expect.arrayContaining(["REQUEST", "RMA", "SITE_SURVEY"]),
    );
    const exported = await app.designer.get(
      routePath(DocumentsPath.document, { kind: "screen", name: "STORESCREEN" }),
    );
    expect(exported.json()).toMatchObject({
      kind: "screen",
      name: "storeScreen",
      revision: 2,
      formatVersion: 3,
      document: { title: "request_list_title", table: "sites" },
    });
  });

  it("keeps the history, diffs it and reverts through the same calls for every kind", async () => {
    const params = { kind: "screen", name: "storeScreen" };
    const history = (await app.designer.get(routePath(DocumentsPath.revisions, params))).json();
    expect(history.map((r: { revision: number; comment: string }) => [r.revision, r.comment])).toEqual([
      [2, "retitled"],
      [1, "created"],
    ]);
    const diff = await app.designer.get(routePath(DocumentsPath.diff, params), {
      query: { from: "1", to: "2" },
    });
    expect(diff.json().changes).toEqual([
      { path: "/title", before: "site_lookup_title", after: "request_list_title" },
    ]);
    // The cache is cleared: the screen call shows the restored title at once.
    await app.designer.get(MetadataPath.fetchScreen, { query: { screenName: "storeScreen" } });
    const reverted = await app.designer.post(routePath(DocumentsPath.revert, params), { revision: 1 });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ revision: 3, document: { title: "site_lookup_title" } });
    const screen = await app.designer.get(MetadataPath.fetchScreen, { query: { screenName: "storeScreen" } });
    expect(screen.json<TScreenResponse>().document.title).toBe("site_lookup_title");
    const latest = (await app.designer.get(routePath(DocumentsPath.revisions, params))).json()[0];
    expect(latest).toMatchObject({ revision: 3, comment: "reverted to revision 1" });
  });

  it("brings a deleted workflow back from its history", async () => {
    const start = await startScreenCopy(app.t.db, "STORE_FLOW_START");
    const saved = await app.designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("STORE_FLOW", start),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await postForm(app.designer, WorkflowPath.deleteWorkflow, { screenName: "STORE_FLOW" })).statusCode,
    ).toBe(200);
    const params = { kind: "workflow", name: "STORE_FLOW" };
    expect((await app.designer.get(routePath(DocumentsPath.document, params))).statusCode).toBe(404);
    const history = (await app.designer.get(routePath(DocumentsPath.revisions, params))).json();
    expect(history.map((r: { deleted: boolean }) => r.deleted)).toEqual([true, false]);
    const back = await app.designer.post(routePath(DocumentsPath.revert, params), {
      revision: 1,
      comment: "undeleted",
    });
    expect(back.statusCode, back.body).toBe(200);
    const manager = await app.designer.get(WorkflowPath.getWorkflowManager, {
      query: { screenName: "STORE_FLOW" },
    });
    expect(manager.statusCode).toBe(200);
    expect(manager.json().revision).toBe(3);
  });

  it("keeps a start screen to one workflow, also when a deleted one is brought back", async () => {
    const start = await startScreenCopy(app.t.db, "SHARED_START");
    await app.designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("FIRST_OWNER", start));
    await postForm(app.designer, WorkflowPath.deleteWorkflow, { screenName: "FIRST_OWNER" });
    const taken = await app.designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("NEW_OWNER", start),
    );
    expect(taken.statusCode, taken.body).toBe(200);
    const again = await app.designer.post(
      WorkflowPath.saveCustomWorkflow,
      customWorkflow("THIRD_OWNER", start),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().details[0].path).toBe("workflowHeader.startScreen");
    const back = await app.designer.post(
      routePath(DocumentsPath.revert, { kind: "workflow", name: "FIRST_OWNER" }),
      {
        revision: 1,
      },
    );
    expect(back.statusCode).toBe(409);
    expect(back.json().details[0].path).toBe("workflowHeader.startScreen");
  });

  it("exports the JSON Schema of a kind's format", async () => {
    const schema = (await app.designer.get(routePath(DocumentsPath.schema, { kind: "workflow" }))).json();
    expect(schema.properties).toHaveProperty("header");
    expect(schema.properties).toHaveProperty("elements");
  });

  it("answers 403 to a non-app.designer, 404 for an unknown kind or name, and refuses a deletion revision", async () => {
    expect((await app.customer.get(routePath(DocumentsPath.list, { kind: "screen" }))).statusCode).toBe(403);
    const revert = await app.customer.post(
      routePath(DocumentsPath.revert, { kind: "screen", name: "storeScreen" }),
      {
        revision: 1,
      },
    );
    expect(revert.statusCode).toBe(403);
    expect((await app.designer.get(routePath(DocumentsPath.list, { kind: "poem" }))).statusCode).toBe(404);
    expect(
      (await app.designer.get(routePath(DocumentsPath.revisions, { kind: "screen", name: "noSuchScreen" })))
        .statusCode,
    ).toBe(404);
    const deletion = await app.designer.post(
      routePath(DocumentsPath.revert, { kind: "workflow", name: "STORE_FLOW" }),
      {
        revision: 2,
      },
    );
    expect(deletion.statusCode).toBe(400);
    expect(deletion.json().details[0].path).toBe("revision");
  });
});

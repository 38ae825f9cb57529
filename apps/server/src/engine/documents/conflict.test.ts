import { DocumentsPath, MenuDocumentPath, MetadataPath, WorkflowPath } from "@fsm/contracts";
import { describe, expect, it } from "vitest";
import { type TestClient } from "../../../test/support/client.js";
import { engines } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";
import { customWorkflow, startScreenCopy } from "../workflows/workflows.test-support.js";
import { routePath, menuDocument, documentsTestApp } from "./documents.test-support.js";

const importMenu = (client: TestClient, document: unknown, baseRevision?: number) =>
  client.post(routePath(DocumentsPath.list, { kind: "menu" }), { document, baseRevision });
const exported = async (client: TestClient, kind: string, name: string) =>
  (await client.get(routePath(DocumentsPath.document, { kind, name }))).json();

describe.each(engines)("stale writes of documents (%s)", (engine) => {
  const app = documentsTestApp(engine);

  it("refuses an import based on an old revision, answering the current document and the changes", async () => {
    expect((await importMenu(app.designer, menuDocument("menu_rma"), 0)).statusCode).toBe(200);
    const second = await importMenu(app.designer, menuDocument("menu_requests"), 1);
    expect(second.statusCode, second.body).toBe(200);
    // A second app.designer still on revision 1 saves their edit.
    const stale = await importMenu(app.designer, menuDocument("menu_blog"), 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "CONFLICT",
      messageKey: "error_document_stale",
      values: { kind: "menu", name: "main", revision: "2" },
      conflict: {
        revision: 2,
        document: menuDocument("menu_requests"),
        changes: [{ path: "/entries/0/label", before: "menu_requests", after: "menu_blog" }],
      },
    });
    const read = (await app.customer.get(MenuDocumentPath)).json();
    expect(read).toMatchObject({ revision: 2, document: menuDocument("menu_requests") });
  });

  it("refuses base 0 for a document that exists, and base n for one that does not", async () => {
    const exists = await importMenu(app.designer, menuDocument("menu_blog"), 0);
    expect(exists.statusCode).toBe(409);
    expect(exists.json().conflict.revision).toBe(2);
    const gone = await app.designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("NEVER_SAVED", await startScreenCopy(app.t.db, "NEVER_SAVED_START")),
      baseRevision: 3,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().conflict).toMatchObject({ revision: 0, document: null });
    expect(
      (await app.designer.get(routePath(DocumentsPath.document, { kind: "workflow", name: "NEVER_SAVED" })))
        .statusCode,
    ).toBe(404);
  });

  it("without baseRevision the calls write as before (last write wins)", async () => {
    const res = await importMenu(app.designer, menuDocument("menu_blog"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revision: 3, document: menuDocument("menu_blog") });
  });

  it("refuses a stale revert and keeps the document", async () => {
    const params = { kind: "menu", name: "main" };
    const stale = await app.designer.post(routePath(DocumentsPath.revert, params), {
      revision: 1,
      baseRevision: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({
      revision: 3,
      changes: [{ path: "/entries/0/label", before: "menu_blog", after: "menu_rma" }],
    });
    expect((await exported(app.designer, "menu", "main")).revision).toBe(3);
    const fresh = await app.designer.post(routePath(DocumentsPath.revert, params), {
      revision: 1,
      baseRevision: 3,
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ revision: 4, document: menuDocument("menu_rma") });
  });

  it("editmetadatajson takes baseRevision as a form field", async () => {
    expect((await postMetadata(app.designer, sitesScreen("conflictScreen"), "created")).statusCode).toBe(200);
    const form = (title: string, base: string) =>
      app.designer.post(
        MetadataPath.editMetadataJson,
        Buffer.from(
          new URLSearchParams({
            metadata: JSON.stringify(sitesScreen("conflictScreen", title)),
            baseRevision: base,
          }).toString(),
        ),
        { headers: { "content-type": "application/x-www-form-urlencoded" } },
      );
    expect((await form("request_list_title", "1")).statusCode).toBe(200);
    const stale = await form("rma_list_title", "1");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict).toMatchObject({
      revision: 2,
      changes: [{ path: "/title", before: "request_list_title", after: "rma_list_title" }],
    });
    const screen = await app.customer.get(MetadataPath.fetchScreen, {
      query: { screenName: "conflictScreen" },
    });
    expect(screen.json().document.title).toBe("request_list_title");
  });

  it("savecustomworkflow: base 0 creates once; a stale save is refused", async () => {
    const start = await startScreenCopy(app.t.db, "CONFLICT_FLOW_START");
    const created = await app.designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("CONFLICT_FLOW", start),
      baseRevision: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    const again = await app.designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("CONFLICT_FLOW", start),
      baseRevision: 0,
    });
    expect(again.statusCode).toBe(409);
    const edited = customWorkflow("CONFLICT_FLOW", start);
    edited.workflowElements = edited.workflowElements.slice(0, 1);
    expect(
      (await app.designer.post(WorkflowPath.saveCustomWorkflow, { ...edited, baseRevision: 1 })).statusCode,
    ).toBe(200);
    const stale = await app.designer.post(WorkflowPath.saveCustomWorkflow, {
      ...customWorkflow("CONFLICT_FLOW", start),
      comment: "mine",
      baseRevision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.changes).toContainEqual(
      expect.objectContaining({ path: "/elements/1", after: expect.objectContaining({ id: "outdoor" }) }),
    );
    expect((await exported(app.designer, "workflow", "CONFLICT_FLOW")).document.elements).toHaveLength(1);
  });

  it("createportalscreen refuses an edit based on an old revision", async () => {
    const body = (title: string, baseRevision?: number) => ({
      screenType: "portal",
      screenHeader: { screenName: "conflictScreen", title, table: "sites" },
      baseRevision,
    });
    const stale = await app.designer.post(WorkflowPath.createPortalScreen, body("rma_list_title", 1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.changes).toEqual([
      { path: "/title", before: "request_list_title", after: "rma_list_title" },
    ]);
    const fresh = await app.designer.post(WorkflowPath.createPortalScreen, body("rma_list_title", 2));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

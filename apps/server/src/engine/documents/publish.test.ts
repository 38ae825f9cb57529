import { DocumentsPath, MetadataPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { eventually, secondInstance } from "../../../test/support/second-instance.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";
import { routePath } from "./documents.test-support.js";

const screen = { kind: "screen", name: "publishedScreen" };

describe.each(engines)("publishing a draft (%s)", (engine) => {
  let t: TestApp;
  let second: App;
  let designer: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    // A second server instance over the same database, as behind a load balancer.
    second = await secondInstance(t);
    designer = await signedIn(t.app, DEMO.designer.email);
    reader = await signedIn(second, DEMO.staff.email);
    expect((await postMetadata(designer, sitesScreen(screen.name), "created")).statusCode).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const saveDraft = (document: unknown, baseRevision: number, params = screen) =>
    designer.request("PUT", routePath(DocumentsPath.draft, params), { document, baseRevision });
  const publish = (params = screen, comment?: string) =>
    designer.post(routePath(DocumentsPath.publish, params), comment ? { comment } : {});
  const titleSeenBySecond = async () =>
    (await reader.get(MetadataPath.fetchScreen, { query: { screenName: screen.name } })).json().document
      .title;

  it("answers 404 without a draft", async () => {
    const res = await publish();
    expect(res.statusCode).toBe(404);
    expect(res.json().messageKey).toBe("error_no_document_draft");
  });

  it("refuses a draft with errors, naming each at its JSON pointer, and keeps draft and document", async () => {
    const doc = sitesScreen(screen.name, "request_list_title");
    (doc.sections[0]!.items[1] as Record<string, unknown>).column = "no_such_column";
    await saveDraft({ ...doc, table: "sites" }, 1);
    const res = await publish();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      messageKey: "error_document_check_failed",
      details: [expect.objectContaining({ path: "/sections/0/items/1/column" })],
    });
    expect(res.json().details[0].messageKey).toBeTruthy();
    expect((await designer.get(routePath(DocumentsPath.draft, screen))).json().draft).not.toBeNull();
    expect(await titleSeenBySecond()).toBe("site_lookup_title");
  });

  it("publishes a draft with warnings only, and another instance's cache shows it", async () => {
    expect(await titleSeenBySecond()).toBe("site_lookup_title");
    const clears = second.screenCache.clears;
    // sitesScreen's required columns are not marked required: warnings, which do not block.
    const check = await designer.post(routePath(DocumentsPath.check, { kind: "screen" }), {
      document: sitesScreen(screen.name, "request_list_title"),
    });
    expect(check.json().problems.length).toBeGreaterThan(0);
    expect(check.json().problems.every((p: { severity: string }) => p.severity === "warning")).toBe(true);
    await saveDraft(sitesScreen(screen.name, "request_list_title"), 1);
    const res = await publish(screen, "retitled");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: screen.name,
      revision: 2,
      document: { title: "request_list_title" },
    });
    await eventually(() => second.screenCache.clears > clears);
    expect(await titleSeenBySecond()).toBe("request_list_title");
    const history = (await designer.get(routePath(DocumentsPath.revisions, screen))).json();
    expect(history[0]).toMatchObject({ revision: 2, comment: "retitled" });
  });

  it("refuses a draft whose base is stale with the conflict, and keeps the draft", async () => {
    await saveDraft(sitesScreen(screen.name, "rma_list_title"), 1);
    const res = await publish();
    expect(res.statusCode).toBe(409);
    expect(res.json().conflict).toMatchObject({
      revision: 2,
      changes: [{ path: "/title", before: "request_list_title", after: "rma_list_title" }],
    });
    expect((await designer.get(routePath(DocumentsPath.draft, screen))).json().draft).toMatchObject({
      baseRevision: 1,
    });
    expect(await titleSeenBySecond()).toBe("request_list_title");
  });

  it("refuses a draft that names another document", async () => {
    await saveDraft(sitesScreen("someOtherScreen"), 0);
    const res = await publish();
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].messageKey).toBe("error_draft_name_differs");
  });

  it("publishes a workflow (written only through its own calls) keeping its baseline flag", async () => {
    const params = { kind: "workflow", name: "REQUEST" };
    const stored = (await designer.get(routePath(DocumentsPath.document, params))).json();
    const document = { ...stored.document, header: { ...stored.document.header, isBaseline: false } };
    await saveDraft(document, stored.revision, params);
    const res = await publish(params, "published");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      revision: stored.revision + 1,
      document: { header: { isBaseline: true } },
    });
  });
});

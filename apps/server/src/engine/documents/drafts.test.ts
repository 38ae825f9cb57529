import { DocumentsPath, MenuDocumentPath, MetadataPath } from "@fsm/contracts";
import { describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";
import { routePath, menuDocument, documentsTestApp } from "./documents.test-support.js";

const menuDraft = routePath(DocumentsPath.draft, { kind: "menu", name: "main" });
const screenDraft = routePath(DocumentsPath.draft, { kind: "screen", name: "draftScreen" });

describe.each(engines)("drafts of documents (%s)", (engine) => {
  const app = documentsTestApp(engine, async ({ designer }) => {
    const menuSaved = await designer.post(routePath(DocumentsPath.list, { kind: "menu" }), {
      document: menuDocument("menu_rma"),
    });
    expect(menuSaved.statusCode, menuSaved.body).toBe(200);
    expect((await postMetadata(designer, sitesScreen("draftScreen"), "created")).statusCode).toBe(200);
  });

  const menuSeenByCustomer = async () => (await app.customer.get(MenuDocumentPath)).json();
  const titleSeenByStaff = async () =>
    (await app.staff.get(MetadataPath.fetchScreen, { query: { screenName: "draftScreen" } })).json().document
      .title;

  it("has no draft until one is saved", async () => {
    const res = await app.designer.get(menuDraft);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ draft: null });
  });

  it("autosaves a draft, even a broken one, that portal users never see", async () => {
    const broken = { ...menuDocument("menu_blog"), entries: [{ to: "javascript:alert(1)" }] };
    const first = await app.designer.request("PUT", menuDraft, { document: broken, baseRevision: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().draft).toMatchObject({
      kind: "menu",
      name: "main",
      baseRevision: 1,
      document: broken,
    });
    const saved = await app.designer.request("PUT", menuDraft, {
      document: menuDocument("menu_blog"),
      baseRevision: 1,
    });
    expect(saved.json().draft.document).toEqual(menuDocument("menu_blog"));
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 1, document: menuDocument("menu_rma") });
    const list = (await app.designer.get(routePath(DocumentsPath.list, { kind: "menu" }))).json();
    expect(list[0]).toMatchObject({ name: "main", revision: 1, draftSavedAt: saved.json().draft.savedAt });
  });

  it("comes back in a new session of the same app.designer (a closed tab)", async () => {
    const again = await signedIn(app.t.app, DEMO.designer.email);
    const res = await again.get(menuDraft);
    expect(res.json().draft).toMatchObject({ baseRevision: 1, document: menuDocument("menu_blog") });
    // Another case of the name is the same document.
    expect(
      (await again.get(routePath(DocumentsPath.draft, { kind: "menu", name: "MAIN" }))).json().draft,
    ).not.toBeNull();
  });

  it("publishes: then portal users see the change and the draft is gone", async () => {
    const res = await app.designer.post(routePath(DocumentsPath.publish, { kind: "menu", name: "main" }), {
      comment: "blog first",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: "menu", revision: 2, document: menuDocument("menu_blog") });
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 2, document: menuDocument("menu_blog") });
    expect((await app.designer.get(menuDraft)).json()).toEqual({ draft: null });
    const history = (
      await app.designer.get(routePath(DocumentsPath.revisions, { kind: "menu", name: "main" }))
    ).json();
    expect(history[0]).toMatchObject({ revision: 2, comment: "blog first" });
    const list = (await app.designer.get(routePath(DocumentsPath.list, { kind: "menu" }))).json();
    expect(list[0].draftSavedAt).toBeNull();
  });

  it("a screen draft changes nothing app.staff see until published; discard drops it", async () => {
    const draft = { document: sitesScreen("draftScreen", "request_list_title"), baseRevision: 1 };
    expect((await app.designer.request("PUT", screenDraft, draft)).statusCode).toBe(200);
    expect(await titleSeenByStaff()).toBe("site_lookup_title");
    const discarded = await app.designer.request("DELETE", screenDraft);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ draft: null });
    expect((await app.designer.request("DELETE", screenDraft)).json()).toEqual({ draft: null });
    expect((await app.designer.get(screenDraft)).json()).toEqual({ draft: null });
    expect(await titleSeenByStaff()).toBe("site_lookup_title");
    expect((await app.designer.request("PUT", screenDraft, draft)).statusCode).toBe(200);
    const published = await app.designer.post(
      routePath(DocumentsPath.publish, { kind: "screen", name: "draftScreen" }),
      {},
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await titleSeenByStaff()).toBe("request_list_title");
  });

  it("refuses a body that is no JSON object", async () => {
    const res = await app.designer.request("PUT", menuDraft, { document: [1, 2], baseRevision: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("is a app.designer's only: 403 for customers and app.staff, 401 signed out, 404 for an unknown kind", async () => {
    const signedOut = await new TestClient(app.t.app).init();
    const calls = [
      (c: TestClient) => c.get(menuDraft),
      (c: TestClient) => c.request("PUT", menuDraft, { document: menuDocument("menu_rma"), baseRevision: 2 }),
      (c: TestClient) => c.request("DELETE", menuDraft),
      (c: TestClient) => c.post(routePath(DocumentsPath.publish, { kind: "menu", name: "main" }), {}),
      (c: TestClient) =>
        c.post(routePath(DocumentsPath.check, { kind: "menu" }), { document: menuDocument("menu_rma") }),
    ];
    for (const call of calls) {
      expect((await call(app.customer)).statusCode).toBe(403);
      expect((await call(app.staff)).statusCode).toBe(403);
      expect((await call(signedOut)).statusCode).toBe(401);
    }
    const poem = { kind: "poem", name: "main" };
    expect((await app.designer.get(routePath(DocumentsPath.draft, poem))).statusCode).toBe(404);
    expect(
      (
        await app.designer.request("PUT", routePath(DocumentsPath.draft, poem), {
          document: {},
          baseRevision: 0,
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.designer.request("DELETE", routePath(DocumentsPath.draft, poem))).statusCode).toBe(404);
    expect((await app.designer.post(routePath(DocumentsPath.publish, poem), {})).statusCode).toBe(404);
    expect((await app.designer.post(routePath(DocumentsPath.check, poem), { document: {} })).statusCode).toBe(
      404,
    );
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 2 });
  });
});

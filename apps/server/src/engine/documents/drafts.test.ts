import { DocumentsPath, MenuDocumentPath, MetadataPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";

const path = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!));
const menu = (label: string) => ({
  formatVersion: 1,
  name: "main",
  entries: [{ to: "/app/rma", group: "areas", label }],
});
const menuDraft = path(DocumentsPath.draft, { kind: "menu", name: "main" });
const screenDraft = path(DocumentsPath.draft, { kind: "screen", name: "draftScreen" });

describe.each(engines)("drafts of documents (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  let customer: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    const menuSaved = await designer.post(path(DocumentsPath.list, { kind: "menu" }), {
      document: menu("menu_rma"),
    });
    expect(menuSaved.statusCode, menuSaved.body).toBe(200);
    expect((await postMetadata(designer, sitesScreen("draftScreen"), "created")).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  const menuSeenByCustomer = async () => (await customer.get(MenuDocumentPath)).json();
  const titleSeenByStaff = async () =>
    (await staff.get(MetadataPath.fetchScreen, { query: { screenName: "draftScreen" } })).json().document
      .title;

  it("has no draft until one is saved", async () => {
    const res = await designer.get(menuDraft);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ draft: null });
  });

  it("autosaves a draft, even a broken one, that portal users never see", async () => {
    const broken = { ...menu("menu_blog"), entries: [{ to: "javascript:alert(1)" }] };
    const first = await designer.request("PUT", menuDraft, { document: broken, baseRevision: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().draft).toMatchObject({
      kind: "menu",
      name: "main",
      baseRevision: 1,
      document: broken,
    });
    const saved = await designer.request("PUT", menuDraft, { document: menu("menu_blog"), baseRevision: 1 });
    expect(saved.json().draft.document).toEqual(menu("menu_blog"));
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 1, document: menu("menu_rma") });
    const list = (await designer.get(path(DocumentsPath.list, { kind: "menu" }))).json();
    expect(list[0]).toMatchObject({ name: "main", revision: 1, draftSavedAt: saved.json().draft.savedAt });
  });

  it("comes back in a new session of the same designer (a closed tab)", async () => {
    const again = await signedIn(t.app, DEMO.designer.email);
    const res = await again.get(menuDraft);
    expect(res.json().draft).toMatchObject({ baseRevision: 1, document: menu("menu_blog") });
    // Another case of the name is the same document.
    expect(
      (await again.get(path(DocumentsPath.draft, { kind: "menu", name: "MAIN" }))).json().draft,
    ).not.toBeNull();
  });

  it("publishes: then portal users see the change and the draft is gone", async () => {
    const res = await designer.post(path(DocumentsPath.publish, { kind: "menu", name: "main" }), {
      comment: "blog first",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: "menu", revision: 2, document: menu("menu_blog") });
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 2, document: menu("menu_blog") });
    expect((await designer.get(menuDraft)).json()).toEqual({ draft: null });
    const history = (
      await designer.get(path(DocumentsPath.revisions, { kind: "menu", name: "main" }))
    ).json();
    expect(history[0]).toMatchObject({ revision: 2, comment: "blog first" });
    const list = (await designer.get(path(DocumentsPath.list, { kind: "menu" }))).json();
    expect(list[0].draftSavedAt).toBeNull();
  });

  it("a screen draft changes nothing staff see until published; discard drops it", async () => {
    const draft = { document: sitesScreen("draftScreen", "request_list_title"), baseRevision: 1 };
    expect((await designer.request("PUT", screenDraft, draft)).statusCode).toBe(200);
    expect(await titleSeenByStaff()).toBe("site_lookup_title");
    const discarded = await designer.request("DELETE", screenDraft);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ draft: null });
    expect((await designer.request("DELETE", screenDraft)).json()).toEqual({ draft: null });
    expect((await designer.get(screenDraft)).json()).toEqual({ draft: null });
    expect(await titleSeenByStaff()).toBe("site_lookup_title");
    expect((await designer.request("PUT", screenDraft, draft)).statusCode).toBe(200);
    const published = await designer.post(
      path(DocumentsPath.publish, { kind: "screen", name: "draftScreen" }),
      {},
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await titleSeenByStaff()).toBe("request_list_title");
  });

  it("refuses a body that is no JSON object", async () => {
    const res = await designer.request("PUT", menuDraft, { document: [1, 2], baseRevision: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
  });

  it("is a designer's only: 403 for customers and staff, 401 signed out, 404 for an unknown kind", async () => {
    const signedOut = await new TestClient(t.app).init();
    const calls = [
      (c: TestClient) => c.get(menuDraft),
      (c: TestClient) => c.request("PUT", menuDraft, { document: menu("menu_rma"), baseRevision: 2 }),
      (c: TestClient) => c.request("DELETE", menuDraft),
      (c: TestClient) => c.post(path(DocumentsPath.publish, { kind: "menu", name: "main" }), {}),
      (c: TestClient) => c.post(path(DocumentsPath.check, { kind: "menu" }), { document: menu("menu_rma") }),
    ];
    for (const call of calls) {
      expect((await call(customer)).statusCode).toBe(403);
      expect((await call(staff)).statusCode).toBe(403);
      expect((await call(signedOut)).statusCode).toBe(401);
    }
    const poem = { kind: "poem", name: "main" };
    expect((await designer.get(path(DocumentsPath.draft, poem))).statusCode).toBe(404);
    expect(
      (await designer.request("PUT", path(DocumentsPath.draft, poem), { document: {}, baseRevision: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await designer.request("DELETE", path(DocumentsPath.draft, poem))).statusCode).toBe(404);
    expect((await designer.post(path(DocumentsPath.publish, poem), {})).statusCode).toBe(404);
    expect((await designer.post(path(DocumentsPath.check, poem), { document: {} })).statusCode).toBe(404);
    expect(await menuSeenByCustomer()).toMatchObject({ revision: 2 });
  });
});

import { BundlesPath, MenuDocumentPath, MetadataPath, type TBundle } from "@fsm/contracts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { eventually, secondInstance } from "../../../test/support/second-instance.js";
import { sitesScreen } from "../screens/screens.test-support.js";
import {
  exportBundle,
  exported,
  importBundle,
  inBundle,
  rowCounts,
  writeMenu,
} from "./bundles.test-support.js";
import { metadataDocuments, metadataRevisions } from "../documents/documents.table.js";

const bundleOf = (documents: TBundle["documents"], messages: TBundle["messages"] = []): TBundle => ({
  format: "fsm-portal-bundle",
  version: 1,
  exportedAt: new Date().toISOString(),
  documents,
  messages,
});
const screenEntry = (document: Record<string, unknown>) => ({
  kind: "screen",
  name: String(document.name),
  formatVersion: 3,
  revision: 1,
  document,
});

describe.each(engines)("metadata bundles (%s)", (engine) => {
  let t: TestApp;
  let second: App;
  let designer: TestClient;
  let customer: TestClient;
  let staff: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await secondInstance(t);
    designer = await signedIn(t.app, DEMO.designer.email);
    customer = await signedIn(t.app, DEMO.customer.email);
    staff = await signedIn(t.app, DEMO.staff.email);
    reader = await signedIn(second, DEMO.customer.email);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it("exports a workflow with the screens it uses and every locale of the messages they name", async () => {
    const bundle = await exported(designer, [{ kind: "workflow", name: "SITE_SURVEY" }]);
    expect(bundle).toMatchObject({ format: "fsm-portal-bundle", version: 1 });
    for (const screen of ["SURVEY_SITE", "SURVEY_OUTDOOR", "SURVEY_CONFIRM"])
      expect(inBundle(bundle, "screen", screen), screen).toBeDefined();
    // Screens come before the workflow that names them (the order an import writes in).
    const at = (name: string) => bundle.documents.findIndex((d) => d.name === name);
    expect(at("SURVEY_SITE")).toBeLessThan(at("SITE_SURVEY"));
    const keys = new Set(bundle.messages.map((m) => m.key));
    expect(keys).toContain("wf_site_survey_title");
    const survey = inBundle(bundle, "screen", "SURVEY_SITE")!.document as { title: string };
    expect(keys).toContain(survey.title);
    expect(bundle.documents.some((d) => d.kind === "menu" || d.kind === "dashboard")).toBe(false);
  });

  it("exports every document of every kind when none is named", async () => {
    const bundle = await exported(designer);
    const { documents } = await rowCounts(t.db);
    expect(bundle.documents).toHaveLength(documents);
    // Every kind stored (the theme, settings and messages documents among them), no menu yet.
    const stored = await t.db.selectDistinct({ kind: metadataDocuments.kind }).from(metadataDocuments);
    expect(new Set(bundle.documents.map((d) => d.kind))).toEqual(new Set(stored.map((r) => r.kind)));
    expect(stored.map((r) => r.kind)).toEqual(
      expect.arrayContaining(["screen", "workflow", "theme", "messages"]),
    );
    expect(bundle.messages.length).toBeGreaterThan(50);
  });

  it("answers 403 to a customer and to staff without the studio license, 404 for an unknown document", async () => {
    const bundle = bundleOf([]);
    for (const client of [customer, staff]) {
      expect((await exportBundle(client)).statusCode).toBe(403);
      expect((await importBundle(client, bundle, { dryRun: true })).statusCode).toBe(403);
    }
    const missing = await exportBundle(designer, [{ kind: "screen", name: "NO_SUCH_SCREEN" }]);
    expect(missing.statusCode).toBe(404);
    expect((await exportBundle(designer, [{ kind: "nokind", name: "x" }])).statusCode).toBe(404);
  });

  it("refuses a malformed bundle with 400 naming the path", async () => {
    const noFormat = await importBundle(designer, { ...bundleOf([]), format: "zip" }, { dryRun: true });
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json().details[0].path).toBe("bundle.format");
    const unknownKind = bundleOf([
      screenEntry(sitesScreen("BUNDLE_OK")),
      { ...screenEntry({}), kind: "theme2" },
    ]);
    const kind = await importBundle(designer, unknownKind, { dryRun: true });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({
      details: [{ path: "bundle.documents.1.kind", messageKey: "error_bundle_unknown_kind" }],
    });
    const broken = { ...sitesScreen("BUNDLE_BROKEN"), sections: "none" };
    const format = await importBundle(designer, bundleOf([screenEntry(broken)]), { dryRun: true });
    expect(format.statusCode).toBe(400);
    expect(format.json().details[0].path).toMatch(/^bundle\.documents\.0\.document\.sections/);
  });

  it("a dry run compares and writes nothing", async () => {
    const bundle = bundleOf(
      [screenEntry(sitesScreen("BUNDLE_DRY", "bundle_dry_title"))],
      [{ key: "bundle_dry_title", locale: "en-US", text: "Dry sites" }],
    );
    const before = await rowCounts(t.db);
    const res = await importBundle(designer, bundle, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      applied: false,
      counts: { new: 2, changed: 0, unchanged: 0, conflict: 0 },
      entries: [
        { kind: "screen", name: "BUNDLE_DRY", status: "new" },
        { kind: "message", name: "bundle_dry_title", locale: "en-US", status: "new" },
      ],
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it("a seeded document changed in the bundle is changed, not a conflict (the seed is no edit here)", async () => {
    const bundle = await exported(designer, [{ kind: "screen", name: "SURVEY_OUTDOOR" }]);
    const outdoor = inBundle(bundle, "screen", "SURVEY_OUTDOOR")!;
    outdoor.document = { ...outdoor.document, title: "request_list_title" };
    const res = await importBundle(designer, bundle, { dryRun: true });
    const entry = res.json().entries.find((e: { name: string }) => e.name === "SURVEY_OUTDOOR");
    expect(entry).toMatchObject({
      status: "changed",
      changes: [{ path: "/title", after: "request_list_title" }],
    });
  });

  it("a failure half-way writes nothing and names the document and path", async () => {
    const bad = sitesScreen("BUNDLE_HALF_3");
    bad.sections[0]!.items[1]!.column = "no_such_column";
    const bundle = bundleOf(
      [
        screenEntry(sitesScreen("BUNDLE_HALF_1", "bundle_half_title")),
        screenEntry(sitesScreen("BUNDLE_HALF_2")),
        screenEntry(bad),
      ],
      [{ key: "bundle_half_title", locale: "en-US", text: "Half" }],
    );
    const before = await rowCounts(t.db);
    const res = await importBundle(designer, bundle);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("bundle.documents.2.document.sections[0].items[1].column");
    expect(await rowCounts(t.db)).toEqual(before);
    expect(
      (await customer.get(MetadataPath.fetchScreen, { query: { screenName: "BUNDLE_HALF_1" } })).statusCode,
    ).toBe(404);
  });

  it("finds documents edited here since the last import: refuse is 409 and writes nothing, overwrite writes", async () => {
    expect((await writeMenu(designer, "menu_rma")).statusCode).toBe(200);
    const bundle = await exported(designer, [{ kind: "menu", name: "main" }]);
    // Imported once (a no-op here), then the bundle's menu is edited on this portal.
    expect((await writeMenu(designer, "menu_requests")).statusCode).toBe(200);
    const planned = await importBundle(designer, bundle, { dryRun: true });
    expect(planned.json().entries[0]).toEqual({
      kind: "menu",
      name: "main",
      status: "conflict",
      changes: [{ path: "/entries/0/label", before: "menu_requests", after: "menu_rma" }],
    });
    const before = await rowCounts(t.db);
    const refused = await importBundle(designer, bundle);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      messageKey: "error_bundle_conflicts",
      details: [{ path: "bundle.documents.0" }],
    });
    expect(await rowCounts(t.db)).toEqual(before);
    const overwritten = await importBundle(designer, bundle, { conflicts: "overwrite" });
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect(overwritten.json()).toMatchObject({ applied: true, counts: { conflict: 1 } });
    expect((await customer.get(MenuDocumentPath)).json().document.entries[0].label).toBe("menu_rma");
    const [latest] = await t.db
      .select()
      .from(metadataRevisions)
      .where(and(eq(metadataRevisions.kind, "menu"), eq(metadataRevisions.name, "main")))
      .orderBy(desc(metadataRevisions.revision))
      .limit(1);
    expect(latest).toMatchObject({ origin: "import", comment: "imported" });
    // Imported, not edited since: a changed bundle now is "changed", not a conflict.
    const next = await exported(designer, [{ kind: "menu", name: "main" }]);
    (next.documents[0]!.document as { entries: { label: string }[] }).entries[0]!.label = "menu_blog";
    expect((await importBundle(designer, next, { dryRun: true })).json().entries[0].status).toBe("changed");
  });

  it("clears the caches of the kinds written on every instance", async () => {
    await designer.post(BundlesPath.import, {
      bundle: bundleOf([screenEntry(sitesScreen("BUNDLE_CACHED"))]),
      dryRun: false,
    });
    const title = async () =>
      (await reader.get(MetadataPath.fetchScreen, { query: { screenName: "BUNDLE_CACHED" } })).json().document
        .title;
    expect(await title()).toBe("site_lookup_title");
    expect(second.screenCache.get("BUNDLE_CACHED")).toBeDefined();
    const clears = second.screenCache.clears;
    const res = await importBundle(
      designer,
      bundleOf([screenEntry(sitesScreen("BUNDLE_CACHED", "request_list_title"))]),
    );
    expect(res.json()).toMatchObject({ applied: true, counts: { changed: 1 } });
    await eventually(() => second.screenCache.clears > clears);
    expect(await title()).toBe("request_list_title");
  });
});

import { ApiPath, MenuDocumentPath, MetadataPath, WorkflowPath } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { writeMessages } from "../messages/message-writes.js";
import { postMetadata, sitesScreen } from "../screens/screens.test-support.js";
import { customWorkflow, startScreenCopy } from "../workflows/workflows.test-support.js";
import { exported, importBundle, inBundle, rowCounts, writeMenu } from "./bundles.test-support.js";

/** What a portal user's calls answer about the bundled documents (ids are each portal's own). */
async function portalAnswers(client: TestClient) {
  const screen = (
    await client.get(MetadataPath.fetchScreen, { query: { screenName: "BUNDLE_SITES" } })
  ).json();
  const manager = (
    await client.get(WorkflowPath.getWorkflowManager, { query: { screenName: "BUNDLE_FLOW" } })
  ).json();
  const messages = (await client.get(ApiPath.portalMessages)).json().messages;
  return {
    menu: (await client.get(MenuDocumentPath)).json().document,
    screen: screen.document,
    workflow: { header: manager.header, elements: manager.elements },
    startAndConfirm: (
      await client.get(WorkflowPath.fetchStartAndConfirm, { query: { screenName: "BUNDLE_FLOW" } })
    ).json(),
    customWorkflows: (await client.get(ApiPath.customWorkflowFeatures)).json(),
    title: messages.bundle_sites_title,
  };
}

describe.each(engines)("a bundle moved into a fresh portal (%s)", (engine) => {
  let source: TestApp;
  let fresh: TestApp;
  let designer: TestClient;
  let freshDesigner: TestClient;
  beforeAll(async () => {
    [source, fresh] = await Promise.all([startTestApp(engine), startTestApp(engine)]);
    designer = await signedIn(source.app, DEMO.designer.email);
    freshDesigner = await signedIn(fresh.app, DEMO.designer.email);
    // The source portal: a new message (two locales), a custom screen, a custom workflow, the menu changed.
    await writeMessages(source.db, null, { bundle_sites_title: "Bundled sites" });
    await writeMessages(source.db, null, { bundle_sites_title: "Gebündelte Orte" }, { locale: "de-DE" });
    expect((await postMetadata(designer, sitesScreen("BUNDLE_SITES", "bundle_sites_title"))).statusCode).toBe(
      200,
    );
    const start = await startScreenCopy(source.db, "BUNDLE_START");
    const saved = await designer.post(WorkflowPath.saveCustomWorkflow, customWorkflow("BUNDLE_FLOW", start));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await writeMenu(designer, "bundle_sites_title", "menu_requests")).statusCode).toBe(200);
  });
  afterAll(async () => {
    await source?.close();
    await fresh?.close();
  });

  it("imports a custom screen, workflow, menu and message, and the fresh portal answers the same", async () => {
    const bundle = await exported(designer, [
      { kind: "workflow", name: "BUNDLE_FLOW" },
      { kind: "screen", name: "BUNDLE_SITES" },
      { kind: "menu", name: "main" },
    ]);
    expect(inBundle(bundle, "screen", "BUNDLE_START")).toBeDefined();
    expect(
      bundle.messages
        .filter((m) => m.key === "bundle_sites_title")
        .map((m) => m.locale)
        .sort(),
    ).toEqual(["de-DE", "en-US"]);

    const before = await rowCounts(fresh.db);
    const dry = await importBundle(freshDesigner, bundle, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const statusOf = (name: string) =>
      dry.json().entries.find((e: { name: string }) => e.name === name)?.status;
    expect([
      statusOf("BUNDLE_FLOW"),
      statusOf("BUNDLE_START"),
      statusOf("BUNDLE_SITES"),
      statusOf("main"),
    ]).toEqual(["new", "new", "new", "new"]);
    expect(statusOf("SURVEY_OUTDOOR")).toBe("unchanged");
    expect(await rowCounts(fresh.db)).toEqual(before);

    const applied = await importBundle(freshDesigner, bundle);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, counts: { new: 6, conflict: 0 } });

    const sourceCustomer = await signedIn(source.app, DEMO.customer.email);
    const freshCustomer = await signedIn(fresh.app, DEMO.customer.email);
    const answers = await portalAnswers(freshCustomer);
    expect(answers.title).toBe("Bundled sites");
    expect(answers.screen.title).toBe("bundle_sites_title");
    expect(answers).toEqual(await portalAnswers(sourceCustomer));
  });

  it("a second import of the same bundle changes nothing", async () => {
    const bundle = await exported(designer, [
      { kind: "workflow", name: "BUNDLE_FLOW" },
      { kind: "menu", name: "main" },
    ]);
    const before = await rowCounts(fresh.db);
    const again = await importBundle(freshDesigner, bundle);
    expect(again.statusCode, again.body).toBe(200);
    const { counts, entries } = again.json();
    expect(counts).toEqual({ new: 0, changed: 0, unchanged: entries.length, conflict: 0 });
    expect(await rowCounts(fresh.db)).toEqual(before);
  });
});

import { ApiPath, DocumentsPath, MetadataPath, type TConfigData } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { parseJsonString, signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { secondInstance } from "../../../test/support/second-instance.js";
import { routePath } from "../../engine/documents/documents.test-support.js";

const settings = { kind: "settings", name: "portal" };

/** The product settings as a document kind: updateAppParam writes revisions the store diffs and reverts. */
describe.each(engines)("the settings document kind (%s)", (engine) => {
  let t: TestApp;
  let second: App;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    second = await secondInstance(t);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const configOf = async (app: App) =>
    parseJsonString<TConfigData>(await new TestClient(app).get(ApiPath.getConfigData));
  const revisions = async () =>
    (await designer.get(routePath(DocumentsPath.revisions, settings))).json() as {
      revision: number;
      comment: string;
    }[];

  it("is seeded from the configuration, and lists with the other kinds", async () => {
    for (const kind of ["theme", "settings", "messages"]) {
      const list = await designer.get(routePath(DocumentsPath.list, { kind }));
      expect(list.statusCode, kind).toBe(200);
      expect(list.json().length, kind).toBeGreaterThan(0);
    }
    const doc = (await designer.get(routePath(DocumentsPath.document, settings))).json().document;
    expect(doc).toMatchObject({ companyName: "Northwind Field Services", enableSignup: true });
    expect(doc.fileTypesBlackList).toContain("exe");
  });

  it("makes each updateAppParam a revision, diffable and revertible, seen by another instance", async () => {
    const before = (await revisions())[0]!.revision;
    expect(
      (await designer.post(MetadataPath.updateAppParam, { paramName: "enableSignup", paramValue: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await designer.post(MetadataPath.updateAppParam, { paramName: "companyName", paramValue: "Contoso" }))
        .statusCode,
    ).toBe(200);
    const history = await revisions();
    expect(history.slice(0, 2).map((r) => [r.revision, r.comment])).toEqual([
      [before + 2, "updateAppParam companyName"],
      [before + 1, "updateAppParam enableSignup"],
    ]);
    expect(await configOf(second)).toMatchObject({ companyName: "Contoso", enableSignup: false });
    const diff = await designer.get(routePath(DocumentsPath.diff, settings), {
      query: { from: String(before), to: String(before + 2) },
    });
    expect(diff.json().changes).toEqual(
      expect.arrayContaining([
        { path: "/enableSignup", before: true, after: false },
        { path: "/companyName", before: "Northwind Field Services", after: "Contoso" },
      ]),
    );
    const reverted = await designer.post(routePath(DocumentsPath.revert, settings), { revision: before });
    expect(reverted.statusCode).toBe(200);
    expect(await configOf(t.app)).toMatchObject({
      companyName: "Northwind Field Services",
      enableSignup: true,
    });
    expect(await configOf(second)).toMatchObject({
      companyName: "Northwind Field Services",
      enableSignup: true,
    });
  });

  it("publishes a draft through the store, refusing a value updateAppParam would refuse", async () => {
    const current = (await designer.get(routePath(DocumentsPath.document, settings))).json();
    const draft = (document: unknown) =>
      designer.request("PUT", routePath(DocumentsPath.draft, settings), {
        document,
        baseRevision: current.revision,
      });
    await draft({ ...current.document, maxCodeSelectOptions: 0 });
    const refused = await designer.post(routePath(DocumentsPath.publish, settings), {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].path).toBe("/maxCodeSelectOptions");
    await draft({ ...current.document, maxCodeSelectOptions: 40 });
    expect((await designer.post(routePath(DocumentsPath.publish, settings), {})).statusCode).toBe(200);
    expect((await configOf(second)).maxCodeSelectOptions).toBe(40);
  });

  it("serves the kinds' JSON Schemas, and refuses every call to non-designers", async () => {
    for (const kind of ["theme", "settings", "messages"]) {
      const schema = await designer.get(routePath(DocumentsPath.schema, { kind }));
      expect(schema.statusCode, kind).toBe(200);
      expect(JSON.stringify(schema.json()), kind).toContain("x-labelKey");
    }
    const customer = await signedIn(t.app, DEMO.customer.email);
    for (const kind of ["theme", "settings", "messages"]) {
      expect((await customer.get(routePath(DocumentsPath.list, { kind }))).statusCode, kind).toBe(403);
      expect((await customer.get(routePath(DocumentsPath.schema, { kind }))).statusCode, kind).toBe(403);
    }
    const revert = await customer.post(routePath(DocumentsPath.revert, settings), { revision: 1 });
    expect(revert.statusCode).toBe(403);
    const write = await customer.post(routePath(DocumentsPath.list, { kind: "messages" }), {
      document: { formatVersion: 1, locale: "en-US", messages: {} },
    });
    expect(write.statusCode).toBe(403);
  });
});

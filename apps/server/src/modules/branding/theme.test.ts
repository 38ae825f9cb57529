import { DocumentsPath } from "@fsm/contracts";
import { baselineThemeDocument } from "@fsm/metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

const path = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!));
const portal = { kind: "theme", name: "portal" };

describe.each(engines)("the theme document kind (%s)", (engine) => {
  let t: TestApp;
  let designer: TestClient;
  beforeAll(async () => {
    t = await startTestApp(engine);
    designer = await signedIn(t.app, DEMO.designer.email);
  });
  afterAll(async () => t?.close());

  it("ships today's look as the portal theme, readable signed out", async () => {
    const res = await new TestClient(t.app).get(path(DocumentsPath.published, portal));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revision: 1, document: baselineThemeDocument() });
  });

  it("checks a broken theme at the JSON pointers of its problems, writing nothing", async () => {
    const theme = baselineThemeDocument();
    const res = await designer.post(path(DocumentsPath.check, { kind: "theme" }), {
      document: {
        ...theme,
        colors: { ...theme.colors, primary: "blue" },
        login: { ...theme.login, messages: { welcome: "no_such_message", note: null } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().problems.map((p: { path: string }) => p.path)).toEqual(["/colors/primary"]);
    const refs = await designer.post(path(DocumentsPath.check, { kind: "theme" }), {
      document: { ...theme, login: { ...theme.login, messages: { welcome: "no_such_message", note: null } } },
    });
    expect(refs.json().problems).toEqual([
      expect.objectContaining({ path: "/login/messages/welcome", severity: "error" }),
    ]);
  });

  it("imports a theme as a revision and reverts it", async () => {
    const dark = { ...baselineThemeDocument(), colorScheme: "dark", radius: 8 };
    const imported = await designer.post(path(DocumentsPath.list, { kind: "theme" }), { document: dark });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ revision: 2, document: { colorScheme: "dark", radius: 8 } });
    const reverted = await designer.post(path(DocumentsPath.revert, portal), { revision: 1 });
    expect(reverted.json()).toMatchObject({ revision: 3, document: baselineThemeDocument() });
  });
});

import { DocumentsPath } from "@fsm/contracts";
import { baselineThemeDocument } from "@fsm/metadata";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { engines } from "../../../test/support/harness.js";
import { documentsTestApp, routePath } from "../../engine/documents/documents.test-support.js";

const portal = { kind: "theme", name: "portal" };

describe.each(engines)("the theme document kind (%s)", (engine) => {
  const app = documentsTestApp(engine);

  it("ships today's look as the portal theme, readable signed out", async () => {
    const res = await new TestClient(app.t.app).get(routePath(DocumentsPath.published, portal));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revision: 1, document: baselineThemeDocument() });
  });

  it("checks a broken theme at the JSON pointers of its problems, writing nothing", async () => {
    const theme = baselineThemeDocument();
    const res = await app.designer.post(routePath(DocumentsPath.check, { kind: "theme" }), {
      document: {
        ...theme,
        colors: { ...theme.colors, primary: "blue" },
        login: { ...theme.login, messages: { welcome: "no_such_message", note: null } },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().problems.map((p: { path: string }) => p.path)).toEqual(["/colors/primary"]);
    const refs = await app.designer.post(routePath(DocumentsPath.check, { kind: "theme" }), {
      document: { ...theme, login: { ...theme.login, messages: { welcome: "no_such_message", note: null } } },
    });
    expect(refs.json().problems).toEqual([
      expect.objectContaining({ path: "/login/messages/welcome", severity: "error" }),
    ]);
  });

  it("imports a theme as a revision and reverts it", async () => {
    const dark = { ...baselineThemeDocument(), colorScheme: "dark", radius: 8 };
    const imported = await app.designer.post(routePath(DocumentsPath.list, { kind: "theme" }), {
      document: dark,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ revision: 2, document: { colorScheme: "dark", radius: 8 } });
    const reverted = await app.designer.post(routePath(DocumentsPath.revert, portal), { revision: 1 });
    expect(reverted.json()).toMatchObject({ revision: 3, document: baselineThemeDocument() });
  });
});

import { afterAll, beforeAll } from "vitest";
import { signedIn, type TestClient } from "../../../test/support/client.js";
import { DEMO } from "../../../test/support/fixtures.js";
import type { EngineName } from "../../db/client.js";
import { startTestApp, type TestApp } from "../../../test/support/harness.js";

/** A route template with its `:params` filled in (encoded), e.g. DocumentsPath.draft for a kind and name. */
export const routePath = (template: string, params: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!));

/** A side menu document of one entry, the smallest document the plain store call writes. */
export const menuDocument = (label: string) => ({
  formatVersion: 1,
  name: "main",
  entries: [{ to: "/app/rma", group: "areas", label }],
});

export type DocumentsTestApp = { t: TestApp; designer: TestClient; customer: TestClient; staff: TestClient };

/**
 * A test app for one describe block, with the demo designer, customer and staff member signed in
 * (filled in beforeAll, closed in afterAll); `setUp` runs after the sign-ins.
 */
export function documentsTestApp(
  engine: EngineName,
  setUp?: (ctx: DocumentsTestApp) => Promise<void>,
): DocumentsTestApp {
  const ctx = {} as DocumentsTestApp;
  beforeAll(async () => {
    ctx.t = await startTestApp(engine);
    ctx.designer = await signedIn(ctx.t.app, DEMO.designer.email);
    ctx.customer = await signedIn(ctx.t.app, DEMO.customer.email);
    ctx.staff = await signedIn(ctx.t.app, DEMO.staff.email);
    await setUp?.(ctx);
  });
  afterAll(async () => ctx.t?.close());
  return ctx;
}

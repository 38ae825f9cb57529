import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiPath, ErrorCode } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "./support/client.js";
import { DEMO, PNG_1PX, formData } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

/*
 * Issue 26: the sign-in answer carries the bearer token, yet no answer of the API said how to be
 * cached, so a shared proxy or the browser's back-forward cache could keep it. Every /api answer
 * is no-store unless its route chose its own caching; the SPA's fingerprinted files stay immutable.
 */
describe.each(engines)("caching of API answers (%s)", (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "fsm-web-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
    writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log('app');");
    t = await startTestApp(engine, { config: { webDist: dist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers the sign-in, which carries the bearer token, with no-store", async () => {
    const c = await new TestClient(t.app).init();
    const res = await c.login(DEMO.customer.email, DEMO.password);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("authHeader");
    expect(res.headers["cache-control"]).toBe("no-store");
    const refused = await c.login(DEMO.customer.email, "wrong password");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("answers data, 401, 403, 404 and 400 with no-store", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const anonymous = await new TestClient(t.app).init();
    const answers = [
      [await customer.get(ApiPath.loggedInData), 200],
      [await customer.get(ApiPath.getProfile), 200],
      [await anonymous.get(ApiPath.loggedInData), 401],
      [await customer.get(ApiPath.outbox), 403],
      [await customer.get("/api/no/such/call"), 404],
      [await customer.post(ApiPath.performLogin, [1, 2]), 400],
      [await customer.get(`/portal${ApiPath.loggedInData}`), 200],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers["cache-control"], res.body).toBe("no-store");
    }
    expect(answers[2][0].json().code).toBe(ErrorCode.NotSignedIn);
  });

  it("keeps the caching a route chose, and immutable fingerprinted assets", async () => {
    const customer = await signedIn(t.app, DEMO.customer.email);
    const form = formData([
      { name: "attachment", fileName: "me.png", contentType: "image/png", data: PNG_1PX },
    ]);
    const uploaded = await customer.post(ApiPath.updateImage, form.payload, {
      headers: { "content-type": form.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.headers["cache-control"]).toBe("no-store");
    const image = await customer.get(`${ApiPath.getProfileImage}?imageId=${uploaded.json().ImageId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, max-age=300");

    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ method: "GET", url: "/app/dashboard" });
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

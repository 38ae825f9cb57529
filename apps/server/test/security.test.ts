import { ApiPath, ErrorCode } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "./support/client.js";
import { createPerson, DEMO, outboxFor } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

describe.each(engines)("cross-cutting HTTP behaviour (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it("sends the security headers on API answers", async () => {
    const res = await new TestClient(t.app).get(ApiPath.health);
    expect(res.json()).toEqual({ status: "ok" });
    const csp = String(res.headers["content-security-policy"]);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("compresses large answers for clients that accept it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: ApiPath.getConfigData,
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("matches API paths case-insensitively", async () => {
    const c = await new TestClient(t.app).init();
    const res = await c.post("/api/authentication/performLOGIN", {
      userName: DEMO.staff.userName,
      password: DEMO.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await c.get("/API/HEALTH")).statusCode).toBe(200);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/profile/nope"],
      ["GET", "/api"],
    ] as const) {
      const res = await (
        await new TestClient(t.app).init()
      ).request(method, url, method === "POST" ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(ErrorCode.NotFound);
    }
  });

  it("answers malformed input with 4xx, never 500", async () => {
    const c = await new TestClient(t.app).init();
    const headers = { "content-type": "application/json" };
    const broken = await c.request("POST", ApiPath.performLogin, undefined, { headers });
    expect(broken.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: "POST",
      url: ApiPath.performLogin,
      payload: "{not json",
      headers: {
        ...headers,
        cookie: `XSRF-TOKEN=${c.cookies.get("XSRF-TOKEN")}`,
        "x-xsrf-token": c.cookies.get("XSRF-TOKEN")!,
      },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe(ErrorCode.Validation);
    const arrayBody = await c.post(ApiPath.performLogin, [1, 2]);
    expect(arrayBody.statusCode).toBe(400);
    expect(arrayBody.json().message).toMatch(/^body: /);
    const wrongType = await c.request("POST", ApiPath.signup, "a=b", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.statusCode).toBe(415);
    const signed = await signedIn(t.app, DEMO.customer2.email);
    const huge = await signed.post(ApiPath.updateProfile, { FirstName: "x".repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe(ErrorCode.TooLarge);
  });

  it("publishes every route in the OpenAPI document at /api/docs/json to studio users only", async () => {
    const designer = await signedIn(t.app, DEMO.designer.email);
    const res = await designer.get(`${ApiPath.docs}/json`);
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    const expected = Object.entries(ApiPath)
      .filter(([name]) => !["docs", "branding"].includes(name))
      .map(([, path]) => path);
    expect(paths).toEqual(expect.arrayContaining([...expected, `${ApiPath.branding}/{name}`]));
    const login = res.json().paths[ApiPath.performLogin].post;
    expect(login.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["userName", "password"]),
    );
    // /api/docs itself answers the same document (there is no HTML viewer to open without a token).
    expect((await designer.get(ApiPath.docs)).json().paths).toEqual(res.json().paths);
  });

  it("answers the API document 401 without a session and 403 without a studio license", async () => {
    const anonymous = await new TestClient(t.app).init();
    const customer = await signedIn(t.app, DEMO.customer.email);
    const staff = await signedIn(t.app, DEMO.staff.email);
    // The viewer's YAML and static files are gone: nothing under /api/docs answers a document to them.
    expect((await anonymous.get(`${ApiPath.docs}/yaml`)).body).not.toContain("openapi");
    for (const url of [ApiPath.docs, `${ApiPath.docs}/`, `${ApiPath.docs}/json`]) {
      const refused = await anonymous.get(url);
      expect(refused.statusCode, url).toBe(401);
      expect(refused.body, url).not.toContain("openapi");
      expect(refused.json().code, url).toBe(ErrorCode.NotSignedIn);
    }
    for (const client of [customer, staff])
      for (const url of [ApiPath.docs, `${ApiPath.docs}/json`]) {
        const refused = await client.get(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().code, url).toBe(ErrorCode.Forbidden);
      }
  });

  it("keeps passwords, tokens, codes and reset links out of the log", async () => {
    const lines: string[] = [];
    const logged = await startTestApp(engine, {
      config: { logLevel: "info" },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const person = await createPerson(logged.db, { altEmail: "log.alt@example.test" });
      const c = await signedIn(logged.app, person.email, person.password);
      await c.get(ApiPath.loggedInData);
      await c.get(`${ApiPath.recoverPassword}?email=${person.email}`);
      await c.post(ApiPath.forgetEmail, { alt_email_address: "log.alt@example.test" });
      const code = /\d{6}/.exec((await outboxFor(logged.db, "log.alt@example.test"))[0]!.body)![0];
      await c.get(`${ApiPath.verifyCode}?secret_key=${code}`);
      const resetSecret = /resetPassword\/([^/]+)/.exec(
        (await outboxFor(logged.db, person.email))[0]!.body,
      )![1]!;
      const log = lines.join("");
      expect(log).toContain("incoming request");
      for (const secret of [
        person.password,
        c.authHeader!.slice(7),
        c.cookies.get("XSRF-TOKEN")!,
        code,
        resetSecret,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});

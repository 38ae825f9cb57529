import { ApiPath, DEFAULT_MESSAGES, XSRF_COOKIE, ZConfigData, type TConfigData } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParams } from "../../db/schema.js";
import { parseJsonString, TestClient } from "../../../test/support/client.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { writeMessages } from "../../engine/messages/message-writes.js";

describe.each(engines)("configuration and branding (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it("serves getConfigData publicly as a JSON string of the §3 configuration", async () => {
    const res = await new TestClient(t.app).get(ApiPath.getConfigData);
    expect(res.statusCode).toBe(200);
    const config = ZConfigData.parse(parseJsonString(res));
    expect(config).toMatchObject({
      companyName: "Northwind Field Services",
      enableSignup: true,
      canEditRequest: true,
      maxRequestLength: 5 * 1024 * 1024,
      companyLogoName: "api/branding/logo.svg",
      desktopFaviconPath: "api/branding/favicon.svg",
      loginBackgroundPath: "api/branding/login-background.svg",
      alignLoginFormRight: false,
      isLobbyOnlyDashboard: false,
    });
    expect(config.fileTypesBlackList).toContain("exe");
    const translations = config.messages.portal_login_translations;
    expect(Object.keys(translations)).toEqual(expect.arrayContaining(Object.keys(DEFAULT_MESSAGES)));
    expect(translations).toMatchObject({
      login_welcome: "Welcome!",
      login_remember_me: "Remember Me",
      login_forgot_email: "Forgot Email?",
    });
    expect(translations.login_message).toContain("Demo!2026");
  });

  it("hands out the XSRF cookie: readable by the SPA, SameSite=Strict, whole site", async () => {
    const res = await new TestClient(t.app).get(ApiPath.getConfigData);
    const cookie = res.cookies.find((c) => c.name === XSRF_COOKIE) as
      { path?: string; sameSite?: string; httpOnly?: boolean } | undefined;
    expect(cookie).toMatchObject({ path: "/", sameSite: "Strict" });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it("moves last_message_cache_refresh_time forward when a message changes", async () => {
    const read = async () =>
      parseJsonString<TConfigData>(await new TestClient(t.app).get(ApiPath.getConfigData));
    const before = await read();
    await writeMessages(t.db, null, { login_welcome: "Hello again!" });
    const after = await read();
    expect(Date.parse(after.last_message_cache_refresh_time)).toBeGreaterThan(
      Date.parse(before.last_message_cache_refresh_time),
    );
    expect(after.messages.portal_login_translations.login_welcome).toBe("Hello again!");
    await writeMessages(t.db, null, { login_welcome: DEFAULT_MESSAGES.login_welcome });
  });

  it("reflects a disabled sign-up", async () => {
    await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "enableSignup"));
    const config = parseJsonString<TConfigData>(await new TestClient(t.app).get(ApiPath.getConfigData));
    await t.db.update(appParams).set({ value: "true" }).where(eq(appParams.name, "enableSignup"));
    expect(config.enableSignup).toBe(false);
  });

  it("answers Configurations.aspx as public name=value text", async () => {
    const res = await new TestClient(t.app).get(ApiPath.configurationsText);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("companyName=Northwind Field Services\n");
    expect(res.body).toMatch(/^version=\d+\.\d+\.\d+$/m);
    expect(res.body).not.toMatch(/secret/i);
  });

  it("serves branding files with their type, nosniff and a sandboxing CSP", async () => {
    const res = await new TestClient(t.app).get(`${ApiPath.branding}/logo.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    expect(res.body).toContain("<svg");
  });

  it("answers 404 for an unknown branding file and 400 for a path-like name", async () => {
    const c = new TestClient(t.app);
    expect((await c.get(`${ApiPath.branding}/nope.svg`)).json().code).toBe("NOT_FOUND");
    const bad = await c.get(`${ApiPath.branding}/a%20b`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^name: /);
  });
});

import { ApiPath, ErrorCode, REMEMBER_ME_DAYS, type TLoginResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParams, sessions } from "../../db/schema.js";
import { parseJsonString, TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

const DAY_MS = 86_400_000;

describe.each(engines)("sign-in (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  describe("PerformLogin", () => {
    it("signs in by e-mail in any letter case and answers a JSON string", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.login("  Customer@Demo.TEST ", DEMO.password);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(typeof JSON.parse(res.body)).toBe("string");
      const body = parseJsonString<TLoginResponse>(res);
      expect(body).toMatchObject({
        requestCreateUpdate: true,
        userlocale: "en-US",
        rememberUntil: null,
        screen_metadata: { baselineOnlyMetadata: false },
      });
      expect(body.authHeader).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.server_cache.last_message_cache_refresh_time)).not.toBeNaN();
      expect(typeof body.serverTimeOffSet).toBe("number");
      c.authHeader = body.authHeader;
      const me = await c.get(ApiPath.loggedInData);
      expect(me.json()).toMatchObject({
        EmailAddress: DEMO.customer.email,
        PersonId: body.loggedInId,
        UserName: "CUSTOMER1",
      });
    });

    it("signs in by user name typed in lower case (upper-cased by the §5 rule)", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.login("staff1", DEMO.password);
      expect(res.statusCode).toBe(200);
      expect(parseJsonString<TLoginResponse>(res).requestCreateUpdate).toBe(true);
    });

    it("treats the password as case-sensitive", async () => {
      const c = await new TestClient(t.app).init();
      expect((await c.login("customer1", DEMO.password.toLowerCase())).statusCode).toBe(401);
    });

    it("gives one identical answer for a wrong password, an unknown account and a pending account", async () => {
      const pending = await createPerson(t.db, { status: "pending" });
      const c = await new TestClient(t.app).init();
      const wrong = await c.login(DEMO.customer.email, "not-the-password");
      const unknown = await c.login("nobody@demo.test", "not-the-password");
      const notActive = await c.login(pending.email, pending.password);
      for (const res of [wrong, unknown, notActive]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: ErrorCode.InvalidCredentials,
          message: "The e-mail/user name or password is incorrect.",
          messageKey: "error_invalid_credentials",
        });
      }
      expect(unknown.body).toBe(wrong.body);
      expect(notActive.body).toBe(wrong.body);
    });

    it("takes requestCreateUpdate for customers from the canEditRequest parameter, never for staff", async () => {
      await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "canEditRequest"));
      try {
        const customerTab = new TestClient(t.app);
        const staffTab = new TestClient(t.app);
        const customer = await customerTab.signIn(DEMO.customer.userName, DEMO.password);
        const staff = await staffTab.signIn(DEMO.staff.userName, DEMO.password);
        expect(customer.requestCreateUpdate).toBe(false);
        expect(staff.requestCreateUpdate).toBe(true);
        // Every tab (and a Remember Me return) asks loggedindata, which answers the same.
        expect((await customerTab.get(ApiPath.loggedInData)).json().requestCreateUpdate).toBe(false);
        expect((await staffTab.get(ApiPath.loggedInData)).json().requestCreateUpdate).toBe(true);
      } finally {
        await t.db.update(appParams).set({ value: "true" }).where(eq(appParams.name, "canEditRequest"));
      }
    });

    it("computes serverTimeOffSet as server offset minus the client's, in minutes", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.performLogin, {
        userName: DEMO.staff.userName,
        password: DEMO.password,
        localTimeZoneMinutes: 120,
      });
      const serverOffset = -new Date().getTimezoneOffset();
      expect(parseJsonString<TLoginResponse>(res).serverTimeOffSet).toBe(serverOffset - 120);
    });

    it.each([
      [{ password: "x" }, "userName"],
      [{ userName: "", password: "x" }, "userName: User name is required"],
      [{ userName: "CUSTOMER1" }, "password"],
      [{ userName: "CUSTOMER1", password: "" }, "password: Password is required"],
      [{ userName: "CUSTOMER1", password: "x", localTimeZoneMinutes: "east" }, "localTimeZoneMinutes"],
    ])("rejects %j naming the field", async (payload, expected) => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.performLogin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.Validation);
      expect(res.json().message).toContain(expected);
      expect(res.json().details[0].path).toBe(expected.split(":")[0]);
    });

    it("refuses a sign-in without or with a forged XSRF token", async () => {
      const c = await new TestClient(t.app).init();
      const missing = await c.post(
        ApiPath.performLogin,
        { userName: "CUSTOMER1", password: DEMO.password },
        { xsrf: false },
      );
      expect(missing.statusCode).toBe(403);
      expect(missing.json().code).toBe(ErrorCode.Xsrf);
      const forged = "AAAAAAAAAAAAAAAAAAAAAA.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
      const res = await c.post(
        ApiPath.performLogin,
        { userName: "CUSTOMER1", password: DEMO.password },
        { headers: { "x-xsrf-token": forged, cookie: `XSRF-TOKEN=${forged}` } },
      );
      expect(res.statusCode).toBe(403);
      const mismatch = await c.post(
        ApiPath.performLogin,
        { userName: "CUSTOMER1", password: DEMO.password },
        { headers: { "x-xsrf-token": "other" } },
      );
      expect(mismatch.statusCode).toBe(403);
    });

    it("keeps the XSRF token across start-up reads and binds a new one to each new session", async () => {
      const c = await new TestClient(t.app).init();
      const signedOut = c.cookies.get("XSRF-TOKEN");
      // A second tab's start-up read must not invalidate what the first tab holds.
      const again = await c.get(ApiPath.getConfigData);
      expect(again.cookies.find((k) => k.name === "XSRF-TOKEN")).toBeUndefined();
      await c.signIn(DEMO.customer2.userName, DEMO.password);
      const signedIn = c.cookies.get("XSRF-TOKEN");
      expect(signedIn).not.toBe(signedOut);
      expect((await c.get(ApiPath.getConfigData)).cookies).toEqual([]);
      expect(c.cookies.get("XSRF-TOKEN")).toBe(signedIn);
      // Read without the session, the session's token is replaced by a signed-out one.
      c.authHeader = undefined;
      const fresh = (await c.get(ApiPath.getConfigData)).cookies.find((k) => k.name === "XSRF-TOKEN");
      expect(fresh?.value).toMatch(/\.0\./);
    });

    it("stores only the token's hash and rotates the token on every sign-in", async () => {
      const c = await new TestClient(t.app).init();
      const first = await c.signIn(DEMO.customer2.userName, DEMO.password);
      const second = await c.signIn(DEMO.customer2.userName, DEMO.password);
      expect(second.authHeader).not.toBe(first.authHeader);
      const stored = await sessionOf(t.db, second.authHeader);
      expect(stored.tokenHash).not.toContain(second.authHeader.slice(7));
      // The browser's previous session ended with the new sign-in.
      const old = await c.get(ApiPath.loggedInData, { headers: { authorization: first.authHeader } });
      expect(old.statusCode).toBe(401);
      expect(old.statusMessage).toBe(ErrorCode.SessionExpired);
    });

    it("keeps a Remember Me session for 30 days, idle or not", async () => {
      const c = await new TestClient(t.app).init();
      const before = Date.now();
      const body = await c.signIn(DEMO.customer.email, DEMO.password, true);
      const until = Date.parse(body.rememberUntil!);
      expect(until - before).toBeGreaterThanOrEqual(REMEMBER_ME_DAYS * DAY_MS - 5000);
      expect(until - before).toBeLessThanOrEqual(REMEMBER_ME_DAYS * DAY_MS + 5000);
      const row = await sessionOf(t.db, body.authHeader);
      expect(row.idleTimeoutS).toBe(REMEMBER_ME_DAYS * 86_400);
      // Idle for 29 days: still signed in.
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 29 * DAY_MS) })
        .where(eq(sessions.id, row.id));
      expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
      // Past the 30 days: gone.
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, row.id));
      expect((await c.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
    });
  });
});

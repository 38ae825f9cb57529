import { ApiPath, ErrorCode, REMEMBER_ME_DAYS, type TLoginResponse } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParams, sessions } from "../../db/schema.js";
import { parseJsonString, signedIn, TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

const DAY_MS = 86_400_000;

describe.each(engines)("sign-in, sign-out and sessions (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const login = (c: TestClient, userName: string, password: string, rememberMe?: boolean) =>
    c.post(ApiPath.performLogin, {
      userName,
      password,
      rememberMe,
      localTimeZoneMinutes: 0,
      localTimeZone: "UTC",
    });

  describe("PerformLogin", () => {
    it("signs in by e-mail in any letter case and answers a JSON string", async () => {
      const c = await new TestClient(t.app).init();
      const res = await login(c, "  Customer@Demo.TEST ", DEMO.password);
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
      const res = await login(c, "staff1", DEMO.password);
      expect(res.statusCode).toBe(200);
      expect(parseJsonString<TLoginResponse>(res).requestCreateUpdate).toBe(true);
    });

    it("treats the password as case-sensitive", async () => {
      const c = await new TestClient(t.app).init();
      expect((await login(c, "customer1", DEMO.password.toLowerCase())).statusCode).toBe(401);
    });

    it("gives one identical answer for a wrong password, an unknown account and a pending account", async () => {
      const pending = await createPerson(t.db, { status: "pending" });
      const c = await new TestClient(t.app).init();
      const wrong = await login(c, DEMO.customer.email, "not-the-password");
      const unknown = await login(c, "nobody@demo.test", "not-the-password");
      const notActive = await login(c, pending.email, pending.password);
      for (const res of [wrong, unknown, notActive]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: ErrorCode.InvalidCredentials,
          message: "The e-mail/user name or password is incorrect.",
        });
      }
      expect(unknown.body).toBe(wrong.body);
      expect(notActive.body).toBe(wrong.body);
    });

    it("takes requestCreateUpdate for customers from the canEditRequest parameter, never for staff", async () => {
      await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "canEditRequest"));
      try {
        const customer = await new TestClient(t.app).signIn(DEMO.customer.userName, DEMO.password);
        const staff = await new TestClient(t.app).signIn(DEMO.staff.userName, DEMO.password);
        expect(customer.requestCreateUpdate).toBe(false);
        expect(staff.requestCreateUpdate).toBe(true);
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

  describe("session expiry and the §8 codes", () => {
    it("answers NOT_SIGNED_IN in status text and body without a session", async () => {
      const res = await new TestClient(t.app).get(ApiPath.loggedInData);
      expect(res.statusCode).toBe(401);
      expect(res.statusMessage).toBe(ErrorCode.NotSignedIn);
      expect(res.json().code).toBe(ErrorCode.NotSignedIn);
    });

    it("answers NOT_AUTHENTICATED for an unknown or malformed token", async () => {
      for (const header of [
        "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
        "Basic abc",
        "Bearer short",
      ]) {
        const res = await new TestClient(t.app).get(ApiPath.loggedInData, {
          headers: { authorization: header },
        });
        expect(res.statusCode).toBe(401);
        expect(res.body).toContain(ErrorCode.NotAuthenticated);
      }
    });

    it("expires a session after the idle timeout and keeps it alive while used", async () => {
      const c = await signedIn(t.app, DEMO.staff.email);
      const row = await sessionOf(t.db, c.authHeader!);
      expect(row.idleTimeoutS).toBe(30 * 60);
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
        .where(eq(sessions.id, row.id));
      expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
      // That call counted as activity, so the idle clock restarted.
      expect((await sessionOf(t.db, c.authHeader!)).lastSeenAt.getTime()).toBeGreaterThan(
        Date.now() - 60_000,
      );
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(sessions.id, row.id));
      const res = await c.get(ApiPath.loggedInData);
      expect(res.statusCode).toBe(401);
      expect(res.statusMessage).toBe(ErrorCode.SessionExpired);
      expect(res.json().code).toBe(ErrorCode.SessionExpired);
    });

    it("expires a session at the absolute limit even when active", async () => {
      const c = await signedIn(t.app, DEMO.staff.email);
      const row = await sessionOf(t.db, c.authHeader!);
      expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(12 * 3_600_000);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(sessions.id, row.id));
      expect((await c.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
    });

    it("lets the browser sign in again after expiry with the XSRF cookie it already has", async () => {
      const c = await signedIn(t.app, DEMO.staff.email);
      const row = await sessionOf(t.db, c.authHeader!);
      await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, row.id));
      expect((await c.get(ApiPath.getProfile)).statusCode).toBe(401);
      // Still sending the dead token, as a stale tab would: the sign-in is accepted.
      expect((await login(c, DEMO.staff.email, DEMO.password)).statusCode).toBe(200);
    });

    it("binds the XSRF token to the session: a token of another session is refused", async () => {
      const a = await signedIn(t.app, DEMO.customer.email);
      const b = await signedIn(t.app, DEMO.staff.email);
      const res = await a.post(
        ApiPath.updateProfile,
        { FirstName: "X", LastName: "Y" },
        {
          headers: {
            "x-xsrf-token": b.cookies.get("XSRF-TOKEN")!,
            cookie: `XSRF-TOKEN=${b.cookies.get("XSRF-TOKEN")}`,
          },
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(ErrorCode.Xsrf);
    });
  });

  describe("performlogout and loggedindata", () => {
    it("revokes the calling session and answers a JSON string", async () => {
      const c = await signedIn(t.app, DEMO.customer.email);
      const res = await c.post(ApiPath.performLogout, { userName: DEMO.customer.userName });
      expect(res.statusCode).toBe(200);
      expect(parseJsonString(res)).toEqual({ status: "success" });
      const after = await c.get(ApiPath.loggedInData);
      expect(after.statusCode).toBe(401);
      expect(after.statusMessage).toBe(ErrorCode.SessionExpired);
      // Idempotent: a second sign-out (now without a live session) is still fine.
      expect((await c.post(ApiPath.performLogout, { userName: DEMO.customer.userName })).statusCode).toBe(
        200,
      );
    });

    it("answers 200 without any session, but still wants the XSRF token", async () => {
      const c = await new TestClient(t.app).init();
      expect((await c.post(ApiPath.performLogout, { userName: "x" })).statusCode).toBe(200);
      expect((await c.post(ApiPath.performLogout, { userName: "x" }, { xsrf: false })).statusCode).toBe(403);
    });

    it("rejects a logout payload of the wrong shape naming the field", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.performLogout, { userName: { nested: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^userName: /);
    });

    it("returns the signed-in user's data", async () => {
      const c = await signedIn(t.app, DEMO.designer.userName);
      expect((await c.get(ApiPath.loggedInData)).json()).toEqual({
        FirstName: "Dana",
        LastName: "Designer",
        EmailAddress: DEMO.designer.email,
        PersonId: expect.any(Number),
        ImageId: null,
        UserName: "DESIGNER1",
      });
    });
  });
});

import { ApiPath, ErrorCode } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.js";
import { parseJsonString, signedIn, TestClient } from "../../../test/support/client.js";
import { DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("sessions: expiry, revocation and sign-out (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

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
      expect((await c.login(DEMO.staff.email, DEMO.password)).statusCode).toBe(200);
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
        requestCreateUpdate: true,
      });
    });
  });
});

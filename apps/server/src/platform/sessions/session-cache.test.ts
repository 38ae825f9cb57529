import { ApiPath, ErrorCode } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNEL } from "../../plugins/change-bus/change-bus.js";
import { signedIn } from "../../../test/support/client.js";
import { createPerson, DEMO, sessionOf } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { SESSIONS_TOPIC } from "./session-cache.js";

/** With resolved sessions reused for a while (as in production), revocation still ends them at once. */
describe.each(engines)("session cache (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // A long reuse time: whatever ends a session below, the clock does not.
    t = await startTestApp(engine, { sessionCacheMs: 60 * 60_000 });
  });
  afterAll(async () => t?.close());

  it("ends a reused session at sign-out", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
    expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
    expect((await c.post(ApiPath.performLogout, { userName: DEMO.customer.userName })).statusCode).toBe(200);
    const after = await c.get(ApiPath.loggedInData);
    expect(after.statusCode).toBe(401);
    expect(after.statusMessage).toBe(ErrorCode.SessionExpired);
  });

  it("ends every reused session of a person whose password changes", async () => {
    const person = await createPerson(t.db);
    const here = await signedIn(t.app, person.email, person.password);
    const elsewhere = await signedIn(t.app, person.userName, person.password);
    expect((await elsewhere.get(ApiPath.loggedInData)).statusCode).toBe(200);
    expect((await here.get(ApiPath.loggedInData)).statusCode).toBe(200);
    const res = await here.post(ApiPath.updatePassword, {
      currentPassword: person.password,
      password: "Brand-New-2026",
      confirmPassword: "Brand-New-2026",
    });
    expect(res.statusCode).toBe(200);
    expect((await elsewhere.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
    expect((await here.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
  });

  it.runIf(engine === "PostgreSQL")(
    "ends a reused session when another instance revokes it (NOTIFY at its commit)",
    async () => {
      const c = await signedIn(t.app, DEMO.designer.email);
      expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
      const row = await sessionOf(t.db, c.authHeader!);
      const heard = new Promise<void>((resolve) => t.app.changes.subscribe(SESSIONS_TOPIC, resolve));
      // What another instance's sign-out does: revoke and notify in one transaction. This process's
      // own bookkeeping is not involved; only the notice can tell the app.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`update sessions set revoked_at = now() where id = ${row.id}`);
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${SESSIONS_TOPIC})`);
      });
      await heard;
      const after = await c.get(ApiPath.loggedInData);
      expect(after.statusCode).toBe(401);
      expect(after.statusMessage).toBe(ErrorCode.SessionExpired);
    },
  );
});

import { ApiPath, ErrorCode } from "@fsm/contracts";
import { like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { createPerson, linkFromOutbox } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rateLimits } from "../../db/schema.js";
import { DEFAULT_RATE_LIMITS } from "../../plugins/rate-limit/rate-limiter.js";

const BUDGET = DEFAULT_RATE_LIMITS.signInAccount.max;

function expect429(res: LightMyRequestResponse, seconds?: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json().code).toBe(ErrorCode.RateLimited);
  if (seconds !== undefined) expect(Number(res.headers["retry-after"])).toBe(seconds);
}

/** Production limits (factor 1): the README's "Sign-in throttling" rule, end to end. */
describe.each(engines)("sign-in throttling (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { rateLimits: { factor: 1 } });
  });
  afterAll(async () => t?.close());

  /** Lets every escalating-delay hold run out (as if its seconds had passed). */
  const endHolds = () =>
    t.db
      .update(rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(rateLimits.key, "signInWait:%"));
  /** Wrong passwords, each after any hold has run out (the client waited as told). */
  const failTimes = async (c: TestClient, userName: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      await endHolds();
      expect((await c.login(userName, "wrong guess")).statusCode).toBe(401);
    }
  };

  it("keeps an attacker out after 10 failures while the owner signs in from elsewhere", async () => {
    const person = await createPerson(t.db);
    const attacker = await new TestClient(t.app).init();
    await failTimes(attacker, person.email, BUDGET);
    // Refused without its password being checked, even the right one, for the window.
    const refused = await attacker.login(person.email, person.password);
    expect429(refused);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // The user name counts as the same account.
    expect429(await attacker.login(person.userName.toLowerCase(), "another guess"));

    const owner = await new TestClient(t.app).init();
    expect((await owner.login(person.email, person.password)).statusCode).toBe(200);
    expect429(await attacker.login(person.email, person.password));
  });

  it("then makes each failing client wait, 1 s doubling up to 60 s; the right password waits no longer", async () => {
    const person = await createPerson(t.db);
    await failTimes(await new TestClient(t.app).init(), person.email, BUDGET);

    // The owner mistypes once: the account is throttled, so they wait 2 s (the 11th failure).
    const owner = await new TestClient(t.app).init();
    await failTimes(owner, person.email, 1);
    expect429(await owner.login(person.email, person.password), 2);
    await endHolds();
    expect((await owner.login(person.email, person.password)).statusCode).toBe(200);

    // The success cleared the account's count. Clients failing once each (as many addresses
    // would): from the account's 10th failure on, the delay doubles up to 60 s.
    for (let i = 0; i < BUDGET - 1; i += 1)
      await failTimes(await new TestClient(t.app).init(), person.email, 1);
    const delays: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const c = await new TestClient(t.app).init();
      await failTimes(c, person.email, 1);
      const held = await c.login(person.email, person.password);
      expect429(held);
      delays.push(Number(held.headers["retry-after"]));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // A client that has not failed on the account is not held back.
    expect((await (await new TestClient(t.app).init()).login(person.email, person.password)).statusCode).toBe(
      200,
    );
  });

  it("clears the owner's count on a password reset, and the attacker stays throttled", async () => {
    const person = await createPerson(t.db);
    const attacker = await new TestClient(t.app).init();
    await failTimes(attacker, person.email, BUDGET);
    // The owner forgot the password and spent their own budget too, from their own address.
    const owner = await new TestClient(t.app).init();
    await failTimes(owner, person.userName, BUDGET);
    await endHolds();
    expect429(await owner.login(person.email, person.password));

    await owner.get(`${ApiPath.recoverPassword}?email=${person.email}`);
    const link = await linkFromOutbox(t.db, person.email, /resetPassword\/(\S+)/);
    const [secretKey, FirstName, LastName, UserName] = link.split("/").slice(1).map(decodeURIComponent);
    const reset = await owner.post(ApiPath.changePassword, {
      secretKey,
      FirstName,
      LastName,
      UserName,
      password: "After-Reset-2026",
      confirmPassword: "After-Reset-2026",
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await owner.login(person.email, "After-Reset-2026")).statusCode).toBe(200);
    expect429(await attacker.login(person.email, "After-Reset-2026"));
  });
});

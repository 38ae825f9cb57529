import { ApiPath, ErrorCode } from "@fsm/contracts";
import { like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/support/client.js";
import { createPerson, linkFromOutbox } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";
import { rateLimits } from "../../db/schema.js";
import { DEFAULT_RATE_LIMITS } from "../../plugins/rate-limit/rate-limiter.js";
import { DEVICE_COOKIE } from "./device-cookie.js";

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
  /** Attempts on made-up accounts from `c`'s address until the per-address limit refuses (a spray). */
  const sprayUntilRefused = async (c: TestClient) => {
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.signIn.max; i += 1) {
      const res = await c.login(`ghost${i}.${Date.now()}@example.test`, "guess");
      if (res.statusCode === 429) return;
    }
    throw new Error("the per-address limit never refused");
  };

  it("lets the owner's known browser in at the attacker's address; no cookie, a forged one or another account's do not", async () => {
    const office = `10.250.${process.pid & 255}.7`;
    const person = await createPerson(t.db);
    const colleague = await createPerson(t.db);
    // Earlier successful sign-ins, from the office: each browser is given its device cookie.
    const owner = await new TestClient(t.app, office).init();
    const first = await owner.login(person.email, person.password);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers["set-cookie"])
      .split(/,(?=\s*\w+=)/)
      .find((c) => c.includes(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i); // PUBLIC_URL is http in the tests
    const other = await new TestClient(t.app, office).init();
    await other.signIn(colleague.email, colleague.password);

    // Someone behind the same address hammers the account.
    const attacker = await new TestClient(t.app, office).init();
    await failTimes(attacker, person.email, BUDGET);
    expect429(await attacker.login(person.email, person.password));

    // The owner's browser is not held back by them, and its success does not release them.
    expect((await owner.login(person.email, person.password)).statusCode).toBe(200);
    expect429(await attacker.login(person.email, person.password));
    // Without the cookie (another browser of the owner, the attacker), the address is refused.
    expect429(await (await new TestClient(t.app, office).init()).login(person.email, person.password));
    // A forged or altered cookie does not help.
    const forged = await new TestClient(t.app, office).init();
    const real = owner.cookies.get(DEVICE_COOKIE)!;
    forged.cookies.set(DEVICE_COOKIE, `${real.slice(0, -1)}${real.endsWith("A") ? "B" : "A"}`);
    expect429(await forged.login(person.email, person.password));
    forged.cookies.set(DEVICE_COOKIE, real.replace(/^\d+/, String(colleague.id)));
    expect429(await forged.login(person.email, person.password));
    // A device cookie of another account does not open this one.
    expect429(await other.login(person.email, person.password));

    // Then the attacker sprays other accounts until the address is refused outright: the owner's
    // browser spends its account's own budget, not the address's.
    await sprayUntilRefused(attacker);
    expect((await owner.login(person.email, person.password)).statusCode).toBe(200);
    expect429(await (await new TestClient(t.app, office).init()).login(person.email, person.password));
  });

  it("counts failures made with a device cookie against it: after 10 it helps no more", async () => {
    const office = `10.251.${process.pid & 255}.9`;
    const person = await createPerson(t.db);
    const owner = await new TestClient(t.app, office).init();
    await owner.signIn(person.email, person.password);
    const attacker = await new TestClient(t.app, office).init();
    await failTimes(attacker, person.email, BUDGET);

    // A thief with the owner's cookie: each guess is checked (401), counted against the cookie only.
    const thief = await new TestClient(t.app, `10.252.${process.pid & 255}.1`).init();
    thief.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE)!);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.signInDevice.max; i += 1)
      expect((await thief.login(person.email, `guess ${i}`)).statusCode).toBe(401);
    // Spent: the cookie is an untrusted client's now, at the owner's office too.
    thief.cookies.set(DEVICE_COOKIE, owner.cookies.get(DEVICE_COOKIE)!);
    expect((await thief.login(person.email, "one more")).statusCode).toBe(401);
    await endHolds();
    expect429(await owner.login(person.email, person.password));
  });
});

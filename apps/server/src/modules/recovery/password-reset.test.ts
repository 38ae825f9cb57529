import { ApiPath, ErrorCode } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeSecrets } from "../../db/schema.js";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { createPerson, linkFromOutbox, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/harness.js";

const RESET_LINK =
  /http:\/\/portal\.test:8080\S*\/resetPassword\/([A-Za-z0-9_-]+)\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/;

describe.each(engines)("password reset (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const recover = (c: TestClient, email: string, url?: string, xsrf = true) =>
    c.get(
      `${ApiPath.recoverPassword}?email=${encodeURIComponent(email)}${url ? `&url=${encodeURIComponent(url)}` : ""}`,
      { xsrf },
    );

  const resetLinkOf = async (email: string) => {
    const link = await linkFromOutbox(t.db, email, RESET_LINK);
    const [, secretKey, FirstName, LastName, UserName] = RESET_LINK.exec(link)!;
    return {
      link,
      secretKey: secretKey!,
      FirstName: decodeURIComponent(FirstName!),
      LastName: decodeURIComponent(LastName!),
      UserName: UserName!,
    };
  };

  const change = (
    c: TestClient,
    parts: { secretKey: string; FirstName: string; LastName: string; UserName: string },
    password = "Reset-Pass-2026",
  ) => c.post(ApiPath.changePassword, { ...parts, password, confirmPassword: password });

  it("answers byte-identically for a known and an unknown e-mail and mails only the known one", async () => {
    const person = await createPerson(t.db, { firstName: "Zoë Ann", lastName: "O'Neil Smith" });
    const c = await new TestClient(t.app).init();
    const known = await recover(c, person.email.toUpperCase());
    const unknown = await recover(c, "nobody.here@example.test");
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      status: "success",
      message: "If an account exists for that e-mail address, a reset link has been sent.",
    });
    expect(await outboxFor(t.db, "nobody.here@example.test")).toHaveLength(0);
    const { link, secretKey } = await resetLinkOf(person.email);
    expect(link).toBe(
      `${TEST_PUBLIC_URL}/resetPassword/${secretKey}/${encodeURIComponent("Zoë Ann")}/${encodeURIComponent("O'Neil Smith")}/${person.userName}`,
    );
    expect(secretKey.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    const [stored] = await t.db.select().from(oneTimeSecrets).where(eq(oneTimeSecrets.personId, person.id));
    expect(stored?.secretHash).not.toContain(secretKey);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it("builds the link under the app's base path when url lies under PUBLIC_URL, and ignores a foreign url", async () => {
    const person = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    await recover(c, person.email, `${TEST_PUBLIC_URL}/portal/recoverCredits`);
    expect((await resetLinkOf(person.email)).link).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/portal/resetPassword/`),
    );
    await recover(c, person.email, "https://evil.example/portal/recoverCredits");
    expect((await resetLinkOf(person.email)).link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/resetPassword/`));
    await recover(c, person.email, `${TEST_PUBLIC_URL}0.evil.example/x`);
    expect((await resetLinkOf(person.email)).link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/resetPassword/`));
  });

  it("is a state-changing GET: refused without the XSRF header", async () => {
    const person = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    const res = await recover(c, person.email, undefined, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Xsrf);
    expect(await outboxFor(t.db, person.email)).toHaveLength(0);
  });

  it("rejects an invalid e-mail naming the field", async () => {
    const c = await new TestClient(t.app).init();
    const res = await recover(c, "not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("email: Email Address is required");
  });

  it("sets the new password once, ends all sessions, and the link cannot be reused", async () => {
    const person = await createPerson(t.db);
    const session = await signedIn(t.app, person.email, person.password);
    const c = await new TestClient(t.app).init();
    await recover(c, person.email);
    const parts = await resetLinkOf(person.email);
    const res = await change(c, parts);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("success");
    expect((await session.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
    await new TestClient(t.app).signIn(person.email, "Reset-Pass-2026");
    await expect(new TestClient(t.app).signIn(person.email, person.password)).rejects.toThrow(/401/);
    const again = await change(c, parts, "Another-Pass-2026");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ErrorCode.ResetLinkInvalid,
      message: "This reset link is invalid or has expired.",
      messageKey: "reset_link_invalid",
    });
  });

  it("ends every other outstanding reset link of the account, and only of that account", async () => {
    const person = await createPerson(t.db);
    const other = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    for (let i = 0; i < 3; i += 1) await recover(c, person.email);
    await recover(c, other.email);
    const links = (await outboxFor(t.db, person.email)).map((mail) => {
      const [, secretKey, FirstName, LastName, UserName] = RESET_LINK.exec(mail.body)!;
      const names = { FirstName: decodeURIComponent(FirstName!), LastName: decodeURIComponent(LastName!) };
      return { secretKey: secretKey!, ...names, UserName: UserName! };
    });
    expect(links).toHaveLength(3);
    expect((await change(c, links[1]!)).statusCode).toBe(200);
    for (const stale of [links[0]!, links[2]!]) {
      const res = await change(c, stale, "Stale-Link-2026");
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.ResetLinkInvalid);
    }
    await new TestClient(t.app).signIn(person.email, "Reset-Pass-2026");
    expect((await change(c, await resetLinkOf(other.email), "Other-Pass-2026")).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const person = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    await recover(c, person.email);
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.personId, person.id));
    const res = await change(c, await resetLinkOf(person.email));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.ResetLinkInvalid);
    await new TestClient(t.app).signIn(person.email, person.password); // unchanged
  });

  it("refuses a link whose user name does not match the secret's account, or an unknown secret", async () => {
    const person = await createPerson(t.db);
    const c = await new TestClient(t.app).init();
    await recover(c, person.email);
    const parts = await resetLinkOf(person.email);
    expect((await change(c, { ...parts, UserName: "CUSTOMER1" })).json().code).toBe(
      ErrorCode.ResetLinkInvalid,
    );
    expect((await change(c, { ...parts, secretKey: "A".repeat(43) })).json().code).toBe(
      ErrorCode.ResetLinkInvalid,
    );
    // The failed attempts did not use the secret up.
    expect((await change(c, parts)).statusCode).toBe(200);
  });

  it.each([
    [{ password: "", confirmPassword: "" }, "password: Password is required"],
    [{ password: "short", confirmPassword: "short" }, "password: Password must be at least 8 characters"],
    [{ password: "Long-enough-1", confirmPassword: "Long-enough-2" }, "confirmPassword: Password mismatch"],
    [{ secretKey: "" }, "secretKey"],
  ])("rejects changepassword %j naming the field", async (overrides, expected) => {
    const c = await new TestClient(t.app).init();
    const base = {
      secretKey: "x".repeat(43),
      FirstName: "A",
      LastName: "B",
      UserName: "C",
      password: "Long-enough-1",
      confirmPassword: "Long-enough-1",
    };
    const res = await c.post(ApiPath.changePassword, { ...base, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
  });
});

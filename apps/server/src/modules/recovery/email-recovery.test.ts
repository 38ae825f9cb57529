import { ApiPath, RECOVERY_COOKIE } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneTimeSecrets } from "../../db/schema.js";
import { TestClient } from "../../../test/support/client.js";
import { createPerson, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("e-mail recovery by code (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const codeFrom = async (to: string) => /\b(\d{6})\b/.exec((await outboxFor(t.db, to))[0]?.body ?? "")?.[1];
  const verify = (c: TestClient, code: string, xsrf = true) =>
    c.get(`${ApiPath.verifyCode}?secret_key=${code}`, { xsrf });
  const withAltEmail = () =>
    createPerson(t.db, { altEmail: `alt.${Math.random().toString(36).slice(2)}@example.test` });

  it("mails a code to the alternate e-mail and answers the account e-mail once for the right code", async () => {
    const person = await withAltEmail();
    const c = await new TestClient(t.app).init();
    const res = await c.post(ApiPath.forgetEmail, {
      alt_email_address: person.altEmail!.toUpperCase(),
      phone: null,
    });
    expect(res.json()).toEqual({
      status: "success",
      message: "If an account matches, a verification code has been sent.",
    });
    const cookie = res.cookies.find((k) => k.name === RECOVERY_COOKIE) as
      { httpOnly?: boolean; sameSite?: string } | undefined;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    const code = await codeFrom(person.altEmail!);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(c, code!)).json()).toEqual({
      verify_code_returned: { success: "true", message: person.email },
    });
    // Consumed: the same code does not work twice.
    expect((await verify(c, code!)).json().verify_code_returned.success).toBe("false");
  });

  it("sends the code by SMS (outbox) when a mobile number is given", async () => {
    const phone = `+1${String(Math.floor(Math.random() * 1e10)).padStart(10, "0")}`;
    const person = await createPerson(t.db, { phone });
    const c = await new TestClient(t.app).init();
    await c.post(ApiPath.forgetEmail, { alt_email_address: null, phone });
    const [sms] = await outboxFor(t.db, phone);
    expect(sms?.channel).toBe("sms");
    const code = /\b(\d{6})\b/.exec(sms!.body)![1]!;
    expect((await verify(c, code)).json().verify_code_returned).toEqual({
      success: "true",
      message: person.email,
    });
  });

  it("answers identically, with a cookie, when nothing matches; no code can succeed", async () => {
    const person = await withAltEmail();
    const c1 = await new TestClient(t.app).init();
    const c2 = await new TestClient(t.app).init();
    const known = await c1.post(ApiPath.forgetEmail, { alt_email_address: person.altEmail, phone: null });
    const unknown = await c2.post(ApiPath.forgetEmail, {
      alt_email_address: "no.such.alt@example.test",
      phone: null,
    });
    expect(unknown.body).toBe(known.body);
    expect(unknown.cookies.some((k) => k.name === RECOVERY_COOKIE)).toBe(true);
    expect(await outboxFor(t.db, "no.such.alt@example.test")).toHaveLength(0);
    expect((await verify(c2, "000000")).json().verify_code_returned.success).toBe("false");
  });

  it("allows at most 5 tries: after 5 wrong codes even the right one fails", async () => {
    const person = await withAltEmail();
    const c = await new TestClient(t.app).init();
    await c.post(ApiPath.forgetEmail, { alt_email_address: person.altEmail });
    const code = (await codeFrom(person.altEmail!))!;
    const wrong = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(c, wrong)).json()).toEqual({
        verify_code_returned: { success: "false", message: "The code is invalid or has expired." },
      });
    }
    expect((await verify(c, code)).json().verify_code_returned.success).toBe("false");
  });

  it("fails after expiry and without the attempt cookie", async () => {
    const person = await withAltEmail();
    const c = await new TestClient(t.app).init();
    await c.post(ApiPath.forgetEmail, { alt_email_address: person.altEmail });
    const code = (await codeFrom(person.altEmail!))!;
    const stranger = await new TestClient(t.app).init();
    expect((await verify(stranger, code)).json().verify_code_returned.success).toBe("false");
    await t.db
      .update(oneTimeSecrets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeSecrets.personId, person.id));
    expect((await verify(c, code)).json().verify_code_returned.success).toBe("false");
  });

  it("needs the XSRF header for forgetemail and verifycode", async () => {
    const c = await new TestClient(t.app).init();
    expect(
      (await c.post(ApiPath.forgetEmail, { alt_email_address: "a@b.test" }, { xsrf: false })).statusCode,
    ).toBe(403);
    expect((await verify(c, "123456", false)).statusCode).toBe(403);
  });

  it.each([
    [{}, "alt_email_address: Enter an alternate e-mail address or a mobile number"],
    [{ alt_email_address: "nope" }, "alt_email_address: Email Address is required"],
    [{ phone: "12345" }, "phone: Mobile number must be an optional + followed by 11 digits"],
  ])("rejects forgetemail %j naming the field", async (payload, expected) => {
    const c = await new TestClient(t.app).init();
    const res = await c.post(ApiPath.forgetEmail, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
  });

  it("wants a code in verifycode", async () => {
    const c = await new TestClient(t.app).init();
    const res = await c.get(`${ApiPath.verifyCode}?secret_key=`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^secret_key: /);
  });
});

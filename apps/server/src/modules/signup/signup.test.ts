import { ApiPath, ErrorCode } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appParams, companies, oneTimeSecrets, persons } from "../../db/schema.js";
import { TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO, linkFromOutbox, outboxFor } from "../../../test/support/fixtures.js";
import { engines, startTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/support/harness.js";

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;
const form = (overrides: Record<string, unknown> = {}) => {
  const tag = unique();
  return {
    firstName: "Nora",
    lastName: "New",
    userName: `NEW_${tag}`.toUpperCase(),
    email: `nora.${tag}@example.test`,
    password: "Sign-Up-2026",
    confirmPassword: "Sign-Up-2026",
    ...overrides,
  };
};

describe.each(engines)("sign-up, availability check and activation (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  const personByEmail = async (email: string) =>
    (await t.db.select().from(persons).where(eq(persons.email, email)))[0];
  const activationSecret = async (email: string) =>
    (await linkFromOutbox(t.db, email, new RegExp(`${TEST_PUBLIC_URL}/activate/[A-Za-z0-9_-]+`)))
      .split("/")
      .pop()!;

  describe("checkusername", () => {
    it("answers Y for a free name and N for a taken one in any letter case", async () => {
      const c = new TestClient(t.app);
      expect((await c.get(`${ApiPath.checkUserName}?userName=FREE_${unique()}`)).json()).toEqual({
        status: "Y",
        message: "User name is available",
      });
      expect((await c.get(`${ApiPath.checkUserName}?userName=customer1`)).json()).toEqual({
        status: "N",
        message: "User name is not available",
      });
    });

    it("wants a userName", async () => {
      const res = await new TestClient(t.app).get(`${ApiPath.checkUserName}?userName=`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^userName: /);
    });
  });

  describe("signup", () => {
    it("creates a pending account, mails an activation link, and activation joins the company of the domain", async () => {
      const c = await new TestClient(t.app).init();
      const input = form({ email: `Nora.${unique()}@Acme-Corp.test` });
      const res = await c.post(ApiPath.signup, input);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: "success",
        message: "Thank you for signing up. Check your e-mail to activate your account.",
      });
      const email = input.email.toLowerCase();
      expect(await personByEmail(email)).toMatchObject({
        status: "pending",
        userName: input.userName,
        roleCode: "CUSTOMER",
      });

      // Not yet active: the sign-in fails with the generic answer.
      const early = await c.post(ApiPath.performLogin, { userName: email, password: input.password });
      expect(early.json().code).toBe(ErrorCode.InvalidCredentials);

      const secret = await activationSecret(email);
      const activated = await c.post(ApiPath.activate, { secret });
      expect(activated.json()).toEqual({
        status: "success",
        message: "Your account is active. You can now sign in.",
      });
      const [acme] = await t.db.select().from(companies).where(eq(companies.emailDomain, "acme-corp.test"));
      expect(await personByEmail(email)).toMatchObject({ status: "active", companyId: acme!.id });
      await new TestClient(t.app).signIn(input.userName, input.password);

      // The link works once.
      const again = await c.post(ApiPath.activate, { secret });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: ErrorCode.ActivationLinkInvalid,
        message: "This activation link is invalid or has expired.",
      });
    });

    it("leaves an account of an unknown domain without a company", async () => {
      const c = await new TestClient(t.app).init();
      const input = form();
      await c.post(ApiPath.signup, input);
      await c.post(ApiPath.activate, { secret: await activationSecret(input.email) });
      expect(await personByEmail(input.email)).toMatchObject({ status: "active", companyId: null });
    });

    it("refuses an expired activation link", async () => {
      const c = await new TestClient(t.app).init();
      const input = form();
      await c.post(ApiPath.signup, input);
      const person = await personByEmail(input.email);
      await t.db
        .update(oneTimeSecrets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeSecrets.personId, person!.id));
      const res = await c.post(ApiPath.activate, { secret: await activationSecret(input.email) });
      expect(res.statusCode).toBe(400);
      expect((await personByEmail(input.email))?.status).toBe("pending");
    });

    it("answers byte-identically for an e-mail that already has an account, creating nothing", async () => {
      const c = await new TestClient(t.app).init();
      const existing = await createPerson(t.db);
      const fresh = await c.post(ApiPath.signup, form());
      const known = await c.post(ApiPath.signup, form({ email: existing.email.toUpperCase() }));
      expect(known.statusCode).toBe(fresh.statusCode);
      expect(known.body).toBe(fresh.body);
      const rows = await t.db.select().from(persons).where(eq(persons.email, existing.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.userName).toBe(existing.userName);
      // The owner is told, and pointed at password recovery instead.
      const [mail] = await outboxFor(t.db, existing.email);
      expect(mail?.body).toContain("someone tried to sign up with your e-mail address");
      expect(mail?.body).toContain("Forgot Password?");
    });

    it("answers 409 USER_NAME_TAKEN on the userName field for a taken user name", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.signup, form({ userName: DEMO.customer.userName }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: ErrorCode.UserNameTaken, details: [{ path: "userName" }] });
    });

    it.each([
      [{ firstName: "" }, "firstName: First Name is required"],
      [{ lastName: "" }, "lastName: Last Name is required"],
      [{ userName: "" }, "userName: User Name is required"],
      [{ userName: "two words" }, "userName: User Name may hold letters"],
      [{ email: "nope" }, "email: Email is required and format should be name@example.com"],
      [{ password: "", confirmPassword: "" }, "password: Password is required"],
      [{ confirmPassword: "Different-2026" }, "confirmPassword: Password mismatch"],
    ])("rejects %j naming the field", async (overrides, expected) => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.signup, form(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.Validation);
      expect(
        res.json().details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`),
      ).toEqual(expect.arrayContaining([expect.stringContaining(expected)]));
    });

    it("is refused with 403 when sign-up is disabled", async () => {
      await t.db.update(appParams).set({ value: "false" }).where(eq(appParams.name, "enableSignup"));
      try {
        const c = await new TestClient(t.app).init();
        const input = form();
        const res = await c.post(ApiPath.signup, input);
        expect(res.statusCode).toBe(403);
        expect(await personByEmail(input.email)).toBeUndefined();
      } finally {
        await t.db.update(appParams).set({ value: "true" }).where(eq(appParams.name, "enableSignup"));
      }
    });

    it("needs the XSRF header", async () => {
      const c = await new TestClient(t.app).init();
      expect((await c.post(ApiPath.signup, form(), { xsrf: false })).statusCode).toBe(403);
    });

    it("validates the activation secret's shape", async () => {
      const c = await new TestClient(t.app).init();
      const res = await c.post(ApiPath.activate, { secret: "short" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^secret: /);
    });
  });
});

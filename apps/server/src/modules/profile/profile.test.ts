import { ApiPath, ErrorCode, type TProfile } from "@fsm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, TestClient } from "../../../test/support/client.js";
import { createPerson, DEMO } from "../../../test/support/fixtures.js";
import { engines, startTestApp, type TestApp } from "../../../test/support/harness.js";

describe.each(engines)("profile calls (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it.each([
    ["GET", ApiPath.getProfile],
    ["POST", ApiPath.updateProfile],
    ["POST", ApiPath.updatePassword],
    ["GET", ApiPath.getAboutInfo],
    ["GET", ApiPath.aboutAccess],
    ["GET", `${ApiPath.checkPerson}?personID=1`],
    ["GET", ApiPath.menuAccess],
  ] as const)("%s %s needs a session (401 NOT_SIGNED_IN)", async (method, url) => {
    const c = await new TestClient(t.app).init();
    const res = await c.request(method, url, method === "POST" ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.statusMessage).toBe(ErrorCode.NotSignedIn);
  });

  it("returns the caller's profile without secrets", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const res = await c.get(ApiPath.getProfile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      UserName: "CUSTOMER1",
      EmailAddress: DEMO.customer.email,
      CompanyName: "Acme Manufacturing",
      Role: "Customer",
      Locale: "en-US",
    });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it("updates names, contacts, locale and time zone", async () => {
    const person = await createPerson(t.db);
    const c = await signedIn(t.app, person.email, person.password);
    const res = await c.post(ApiPath.updateProfile, {
      FirstName: " Ada ",
      LastName: "Lovelace",
      AltEmailAddress: "Ada.Alt@Example.test",
      Phone: "+12345678901",
      Locale: "de-DE",
      TimeZone: "Europe/Berlin",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TProfile>()).toMatchObject({
      FirstName: "Ada",
      LastName: "Lovelace",
      AltEmailAddress: "ada.alt@example.test",
      Phone: "+12345678901",
      Locale: "de-DE",
      TimeZone: "Europe/Berlin",
    });
    expect((await c.get(ApiPath.getProfile)).json<TProfile>().FirstName).toBe("Ada");
    const cleared = await c.post(ApiPath.updateProfile, {
      FirstName: "Ada",
      LastName: "Lovelace",
      AltEmailAddress: "",
      Phone: null,
    });
    expect(cleared.json<TProfile>()).toMatchObject({ AltEmailAddress: null, Phone: null });
  });

  it("changes only the fields sent: an omitted optional field keeps its value", async () => {
    const person = await createPerson(t.db);
    const c = await signedIn(t.app, person.email, person.password);
    const full = {
      FirstName: "Grace",
      LastName: "Hopper",
      AltEmailAddress: "grace@example.test",
      Phone: "+12345678901",
      Locale: "en-US",
      TimeZone: "America/New_York",
    };
    expect((await c.post(ApiPath.updateProfile, full)).statusCode).toBe(200);
    const renamed = await c.post(ApiPath.updateProfile, { FirstName: "Amazing", LastName: "Grace" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TProfile>()).toMatchObject({ ...full, FirstName: "Amazing", LastName: "Grace" });
    const phoneOnly = await c.post(ApiPath.updateProfile, {
      FirstName: "Amazing",
      LastName: "Grace",
      Phone: null,
    });
    expect(phoneOnly.json<TProfile>()).toMatchObject({ AltEmailAddress: "grace@example.test", Phone: null });
  });

  it.each([
    [{ LastName: "L" }, "FirstName"],
    [{ FirstName: "  ", LastName: "L" }, "FirstName: First Name is required"],
    [{ FirstName: "F", LastName: "" }, "LastName: Last Name is required"],
    [
      { FirstName: "F", LastName: "L", AltEmailAddress: "not-mail" },
      "AltEmailAddress: Alternate e-mail must be a valid e-mail address",
    ],
    [
      { FirstName: "F", LastName: "L", Phone: "12345" },
      "Phone: Mobile number must be an optional + followed by 11 digits",
    ],
  ])("rejects profile update %j naming the field", async (payload, expected) => {
    const c = await signedIn(t.app, DEMO.customer2.email);
    const res = await c.post(ApiPath.updateProfile, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
  });

  it("refuses a profile update without the XSRF header", async () => {
    const c = await signedIn(t.app, DEMO.customer2.email);
    const res = await c.post(ApiPath.updateProfile, { FirstName: "F", LastName: "L" }, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.Xsrf);
  });

  describe("updatepassword", () => {
    it("changes the password, ends every session and returns a fresh one", async () => {
      const person = await createPerson(t.db);
      const here = await signedIn(t.app, person.email, person.password);
      const elsewhere = await signedIn(t.app, person.userName, person.password);
      const res = await here.post(ApiPath.updatePassword, {
        currentPassword: person.password,
        password: "Brand-New-2026",
        confirmPassword: "Brand-New-2026",
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        message: "Your password has been changed.",
        authHeader: expect.stringMatching(/^Bearer /),
      });
      expect((await elsewhere.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
      expect((await here.get(ApiPath.loggedInData)).statusMessage).toBe(ErrorCode.SessionExpired);
      here.authHeader = body.authHeader;
      expect((await here.get(ApiPath.loggedInData)).statusCode).toBe(200);
      // The XSRF cookie was re-bound to the new session, so writes keep working.
      expect((await here.post(ApiPath.updateProfile, { FirstName: "A", LastName: "B" })).statusCode).toBe(
        200,
      );
      await expect(new TestClient(t.app).signIn(person.email, person.password)).rejects.toThrow(/401/);
      await new TestClient(t.app).signIn(person.email, "Brand-New-2026");
    });

    it("rejects a wrong current password on the currentPassword field and keeps the sessions", async () => {
      const person = await createPerson(t.db);
      const c = await signedIn(t.app, person.email, person.password);
      const res = await c.post(ApiPath.updatePassword, {
        currentPassword: "wrong",
        password: "Brand-New-2026",
        confirmPassword: "Brand-New-2026",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: ErrorCode.Validation,
        details: [{ path: "currentPassword" }],
      });
      expect(res.json().message).toMatch(/^currentPassword: /);
      expect((await c.get(ApiPath.loggedInData)).statusCode).toBe(200);
    });

    it.each([
      [{ password: "Brand-New-2026", confirmPassword: "Brand-New-2026" }, "currentPassword"],
      [
        { currentPassword: "x", password: "short", confirmPassword: "short" },
        "password: Password must be at least 8 characters",
      ],
      [
        { currentPassword: "x", password: "Brand-New-2026", confirmPassword: "Brand-New-2027" },
        "confirmPassword: Password mismatch",
      ],
    ])("rejects %j naming the field", async (payload, expected) => {
      const c = await signedIn(t.app, DEMO.customer2.email);
      const res = await c.post(ApiPath.updatePassword, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(expected);
    });
  });

  it("answers getaboutinfo with product, version and company; database and Node.js to studio users only", async () => {
    const about = async (email: string) =>
      (await (await signedIn(t.app, email)).get(ApiPath.getAboutInfo)).json();
    const designer = await about(DEMO.designer.email);
    expect(designer).toMatchObject({
      productName: "fsm-portal",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      companyName: "Northwind Field Services",
      database: engine,
      nodeVersion: process.version,
    });
    for (const email of [DEMO.customer.email, DEMO.staff.email]) {
      const other = await about(email);
      expect(other).toMatchObject({ productName: "fsm-portal", version: designer.version });
      expect(other).not.toHaveProperty("database");
      expect(other).not.toHaveProperty("nodeVersion");
    }
  });

  it("answers aboutaccess with a JSON boolean: the studio license", async () => {
    for (const [who, expected] of [
      [DEMO.designer.email, "true"],
      [DEMO.staff.email, "false"],
      [DEMO.customer.email, "false"],
    ] as const) {
      const res = await (await signedIn(t.app, who)).get(ApiPath.aboutAccess);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.body).toBe(expected);
    }
  });

  it("checkperson is true only for the caller's own person id", async () => {
    const c = await signedIn(t.app, DEMO.customer.email);
    const me = (await c.get(ApiPath.loggedInData)).json().PersonId as number;
    expect((await c.get(`${ApiPath.checkPerson}?personID=${me}`)).json()).toEqual({ valid: true });
    expect((await c.get(`${ApiPath.checkPerson}?personID=${me + 1}`)).json()).toEqual({ valid: false });
    const bad = await c.get(`${ApiPath.checkPerson}?personID=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^personID: /);
  });
});

import { ApiPath, ErrorCode } from "@fsm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persons } from "../src/db/schema.js";
import { signedIn, TestClient } from "./support/client.js";
import { DEMO } from "./support/fixtures.js";
import { engines, startTestApp, type TestApp } from "./support/harness.js";

const detailsOf = (res: { json<T>(): T }) =>
  Object.fromEntries(
    res.json<{ details: { path: string; message: string }[] }>().details.map((d) => [d.path, d.message]),
  );

/**
 * Spec §5's texts hold for a field that is missing or of the wrong type too, not only for a blank
 * one (zod's own "expected string, received undefined" never reaches a person).
 */
describe.each(engines)("spec §5 messages for absent fields (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => t?.close());

  it("signup without any field names each with its spec text", async () => {
    const c = await new TestClient(t.app).init();
    const res = await c.post(ApiPath.signup, { firstName: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.Validation);
    expect(detailsOf(res)).toEqual({
      firstName: "First Name is required",
      lastName: "Last Name is required",
      userName: "User Name is required",
      email: "Email is required and format should be name@example.com",
      password: "Password is required",
      confirmPassword: "Password mismatch",
    });
  });

  it("PerformLogin without userName or password gives the sign-in texts", async () => {
    const c = await new TestClient(t.app).init();
    const res = await c.post(ApiPath.performLogin, {});
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res)).toEqual({ userName: "User name is required", password: "Password is required" });
  });

  it("recoverypass without email and verifycode without or with an empty code", async () => {
    const c = await new TestClient(t.app).init();
    const recover = await c.get(ApiPath.recoverPassword);
    expect(recover.statusCode).toBe(400);
    expect(detailsOf(recover)).toEqual({ email: "Email Address is required" });
    for (const query of ["", "?secret_key=", "?secret_key=%20%20"]) {
      const res = await c.get(`${ApiPath.verifyCode}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(detailsOf(res)).toEqual({ secret_key: "Code is required" });
    }
  });

  it("changepassword and the profile calls without their fields", async () => {
    const c = await new TestClient(t.app).init();
    const change = await c.post(ApiPath.changePassword, {
      secretKey: "x",
      FirstName: "",
      LastName: "",
      UserName: "",
    });
    expect(detailsOf(change)).toMatchObject({
      password: "Password is required",
      confirmPassword: "Password mismatch",
    });
    const me = await signedIn(t.app, DEMO.customer2.email);
    const profile = await me.post(ApiPath.updateProfile, {});
    expect(detailsOf(profile)).toEqual({
      FirstName: "First Name is required",
      LastName: "Last Name is required",
    });
    const password = await me.post(ApiPath.updatePassword, {});
    expect(detailsOf(password)).toEqual({
      currentPassword: "Current password is required",
      password: "Password is required",
      confirmPassword: "Password mismatch",
    });
  });

  it("uppercases a sign-up user name as typed instead of refusing lower case, and checks it the same way", async () => {
    const c = await new TestClient(t.app).init();
    const tag = Date.now().toString(36);
    const res = await c.post(ApiPath.signup, {
      firstName: "Lower",
      lastName: "Case",
      userName: ` lower_${tag} `,
      email: `lower.${tag}@example.test`,
      password: "Sign-Up-2026",
      confirmPassword: "Sign-Up-2026",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(persons)
      .where(eq(persons.email, `lower.${tag}@example.test`));
    expect(row?.userName).toBe(`LOWER_${tag}`.toUpperCase());
    const taken = await c.get(`${ApiPath.checkUserName}?userName=lower_${tag}`);
    expect(taken.json()).toMatchObject({ status: "N" });
    const missing = await c.get(ApiPath.checkUserName);
    expect(detailsOf(missing)).toEqual({ userName: "User Name is required" });
  });
});

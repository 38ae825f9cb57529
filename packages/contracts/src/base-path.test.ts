import { describe, expect, it } from "vitest";
import { basePathOf } from "./base-path.js";
import { normalizeLoginId } from "./auth.js";
import { ZSignupRequest } from "./signup.js";

describe("basePathOf", () => {
  it("treats app routes as living at the root", () => {
    expect(basePathOf("/signin")).toBe("/");
    expect(basePathOf("/")).toBe("/");
    expect(basePathOf("/app/dashboard")).toBe("/");
    expect(basePathOf("/resetPassword/x/a/b/c")).toBe("/");
  });
  it("takes any other first segment as the base path", () => {
    expect(basePathOf("/portal/signin")).toBe("/portal/");
    expect(basePathOf("/portal/")).toBe("/portal/");
  });
});

describe("normalizeLoginId", () => {
  it("lowercases e-mails and uppercases user names", () => {
    expect(normalizeLoginId(" Customer@Demo.Test ")).toBe("customer@demo.test");
    expect(normalizeLoginId("customer1")).toBe("CUSTOMER1");
  });
});

describe("sign-up schema", () => {
  it("reports the verbatim spec messages", () => {
    const result = ZSignupRequest.safeParse({
      firstName: "",
      lastName: "",
      userName: "",
      email: "nope",
      password: "",
      confirmPassword: "x",
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        "firstName: First Name is required",
        "lastName: Last Name is required",
        "userName: User Name is required",
        "email: Email is required and format should be name@example.com",
        "password: Password is required",
      ]),
    );
  });
  it("flags a password mismatch on the confirm field", () => {
    const result = ZSignupRequest.safeParse({
      firstName: "A",
      lastName: "B",
      userName: "AB",
      email: "a@b.co",
      password: "Secret!234",
      confirmPassword: "Secret!235",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["confirmPassword"],
      message: "Password mismatch",
    });
  });
});

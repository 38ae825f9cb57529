import { describe, expect, it } from "vitest";
import { basePathOf, isAppSegment } from "./base-path.js";
import { normalizeLoginId } from "./auth.js";
import { ZSignupRequest } from "./signup.js";

describe("basePathOf", () => {
  it("treats app routes as living at the root", () => {
    expect(basePathOf("/signin")).toBe("/");
    expect(basePathOf("/")).toBe("/");
    expect(basePathOf("/app/dashboard")).toBe("/");
    expect(basePathOf("/resetPassword/x/a/b/c")).toBe("/");
  });
  it("takes a first segment followed by the app's own as the base path", () => {
    expect(basePathOf("/portal/signin")).toBe("/portal/");
    expect(basePathOf("/portal/app/list/request/12")).toBe("/portal/");
    expect(basePathOf("/portal/api/health")).toBe("/portal/");
    expect(basePathOf("/portal/assets/app-abc.js")).toBe("/portal/");
    expect(basePathOf("/portal/404")).toBe("/portal/");
    // The root of a mounted portal, as a proxy redirects to it.
    expect(basePathOf("/portal/")).toBe("/portal/");
  });
  it("never takes an unknown first segment for a base path: the page is a 404 at the root", () => {
    expect(basePathOf("/nosuchpage")).toBe("/");
    expect(basePathOf("/nosuchpage/more")).toBe("/");
    expect(basePathOf("/nosuchpage/more/")).toBe("/");
    expect(basePathOf("/no/such/page")).toBe("/");
    expect(basePathOf("/nosuchpage//signin")).toBe("/");
  });
  it("knows the app's segments whatever their case", () => {
    expect(isAppSegment("recoverCredits")).toBe(true);
    expect(isAppSegment("RECOVERCREDITS")).toBe(true);
    expect(isAppSegment("nosuchpage")).toBe(false);
    expect(basePathOf("/Portal/SignIn")).toBe("/Portal/");
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

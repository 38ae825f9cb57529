import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath } from "@fsm/contracts";
import { json, renderAuth, stubApi } from "../tests/render-auth";

const SAME_ANSWER = "If an account exists for that e-mail address, a reset link has been sent.";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("recoverCredits", () => {
  it("keeps Send Reset Link disabled until the address is valid, then shows the server's answer", async () => {
    const api = stubApi({
      [`GET ${ApiPath.recoverPassword}`]: () => json({ status: "success", message: SAME_ANSWER }),
    });
    await renderAuth("/recoverCredits");
    const user = userEvent.setup();
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Send Reset Link" });
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText("Email Address"), "not-an-email");
    await user.tab();
    expect(screen.getByText("Email Address is required")).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(screen.getByLabelText("Email Address"));
    expect(screen.getByText("Email Address is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email Address"), "customer@demo.test{Enter}");

    // Shown inline (a status inside the page) and as a notification.
    await waitFor(() => expect(screen.getAllByText(SAME_ANSWER)).toHaveLength(2));
    const inline = screen.getAllByText(SAME_ANSWER).find((element) => element.closest("main"));
    expect(inline?.closest("[role=status]")).not.toBeNull();
    const call = api.callsTo(ApiPath.recoverPassword)[0];
    expect(call?.query.get("email")).toBe("customer@demo.test");
    expect(call?.query.get("url")).toBe(`${window.location.origin}/`);
    expect(screen.getByRole("link", { name: "Back To Sign In" })).toHaveAttribute("href", "/signin");
  });
});

describe("recoverEmail", () => {
  it("asks for either contact and explains the phone pattern", async () => {
    const api = stubApi({});
    await renderAuth("/recoverEmail");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Mobile Number"), "12345");
    await user.tab();
    // Exactly one text mentions the pattern this way (the field hint is worded differently).
    expect(screen.getByText(/optional \+ followed by 11 digits/)).toHaveTextContent(
      "Mobile number must be an optional + followed by 11 digits, e.g. +11233456789",
    );

    await user.clear(screen.getByLabelText("Mobile Number"));
    await user.click(screen.getByRole("button", { name: "Send Code" }));
    expect(
      await screen.findByText("Enter an alternate e-mail address or a mobile number"),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("sends the alternate e-mail with phone null and goes on to verifyCode", async () => {
    const message = "If the details match an account, a code has been sent.";
    const api = stubApi({ [`POST ${ApiPath.forgetEmail}`]: () => json({ status: "success", message }) });
    const { router } = await renderAuth("/recoverEmail");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Alternate Email Address"), "alt@example.net{Enter}");

    expect(await screen.findByRole("heading", { level: 1, name: "Verify Code" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/verifyCode");
    expect(api.callsTo(ApiPath.forgetEmail)[0]?.body).toEqual({
      alt_email_address: "alt@example.net",
      phone: null,
    });
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it("sends the mobile number with the e-mail null", async () => {
    const api = stubApi({
      [`POST ${ApiPath.forgetEmail}`]: () => json({ status: "success", message: "Sent." }),
    });
    await renderAuth("/recoverEmail");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Mobile Number"), "+11233456789");
    await user.click(screen.getByRole("button", { name: "Send Code" }));
    await screen.findByRole("heading", { level: 1, name: "Verify Code" });
    expect(api.callsTo(ApiPath.forgetEmail)[0]?.body).toEqual({
      alt_email_address: null,
      phone: "+11233456789",
    });
  });
});

describe("verifyCode", () => {
  const answer = (success: "true" | "false", message: string) => () =>
    json({ verify_code_returned: { success, message } });

  it("requires the code", async () => {
    const api = stubApi({});
    await renderAuth("/verifyCode");
    await userEvent.setup().click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Code is required")).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the account e-mail for a right code", async () => {
    const api = stubApi({ [`GET ${ApiPath.verifyCode}`]: answer("true", "customer@demo.test") });
    await renderAuth("/verifyCode");
    await userEvent.setup().type(screen.getByLabelText("Verification Code"), " 123456 {Enter}");
    const result = await screen.findByText("Your Email Address is: customer@demo.test");
    expect(result.closest("[role=status]")).not.toBeNull();
    expect(api.callsTo(ApiPath.verifyCode)[0]?.query.get("secret_key")).toBe("123456");
  });

  it("says Sorry for a wrong code and for a refused call", async () => {
    let calls = 0;
    stubApi({
      [`GET ${ApiPath.verifyCode}`]: () =>
        ++calls === 1
          ? answer("false", "The code is invalid or has expired.")()
          : json({ code: "RATE_LIMITED", message: "Too many attempts." }, 429, "Too Many Requests"),
    });
    await renderAuth("/verifyCode");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Verification Code"), "000000{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Sorry, The code is invalid or has expired\.$/,
    );
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Sorry, Too many attempts.")).toBeInTheDocument();
  });
});

describe("resetPassword", () => {
  const path = "/resetPassword/s3cr3t-id/Ada/Lovelace/ADA";

  it("greets the user, flags a mismatch and sends the route parameters with the new password", async () => {
    const api = stubApi({
      [`POST ${ApiPath.changePassword}`]: () => json({ status: "success", message: "Password changed." }),
    });
    const { router } = await renderAuth(path);
    const user = userEvent.setup();
    expect(screen.getByText(/Hello Ada Lovelace/)).toBeInTheDocument();

    await user.type(screen.getByLabelText("New Password"), "Fresh!2026z");
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh!2026q");
    expect(await screen.findByText("Password mismatch")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Confirm Password"));
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh!2026z");
    await waitFor(() => expect(screen.queryByText("Password mismatch")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Password Changed" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/changeConfirm");
    expect(api.callsTo(ApiPath.changePassword)[0]?.body).toEqual({
      password: "Fresh!2026z",
      confirmPassword: "Fresh!2026z",
      secretKey: "s3cr3t-id",
      FirstName: "Ada",
      LastName: "Lovelace",
      UserName: "ADA",
    });

    await user.click(screen.getByRole("button", { name: "Back To Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome!" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("flags a mismatch when the new password is edited after the confirmation", async () => {
    stubApi({});
    await renderAuth(path);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New Password"), "Fresh!2026z");
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh!2026z");
    await user.type(screen.getByLabelText("New Password"), "q");
    expect(await screen.findByText("Password mismatch")).toBeInTheDocument();
  });

  it("shows clearly that a spent or expired link is invalid", async () => {
    stubApi({
      [`POST ${ApiPath.changePassword}`]: () =>
        json(
          { code: "RESET_LINK_INVALID", message: "This reset link is invalid or has expired." },
          400,
          "Bad Request",
        ),
    });
    const { router } = await renderAuth(path);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New Password"), "Other!2026z");
    await user.type(screen.getByLabelText("Confirm Password"), "Other!2026z{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent("This reset link is invalid or has expired.");
    expect(screen.getByRole("link", { name: "Request a new reset link" })).toHaveAttribute(
      "href",
      "/recoverCredits",
    );
    expect(router.state.location.pathname).toBe(path);
  });
});

describe("activate", () => {
  const secret = "a".repeat(43);

  it("activates once on arrival, even under StrictMode, and offers Back To Sign In", async () => {
    const api = stubApi({
      [`POST ${ApiPath.activate}`]: () =>
        json({ status: "success", message: "Your account is active. Please sign in." }),
    });
    const { router } = await renderAuth(`/activate/${secret}`, { strict: true });
    expect(await screen.findByText("Your account is active. Please sign in.")).toBeInTheDocument();
    expect(api.callsTo(ApiPath.activate)).toHaveLength(1);
    expect(api.callsTo(ApiPath.activate)[0]?.body).toEqual({ secret });

    await userEvent.setup().click(screen.getByRole("button", { name: "Back To Sign In" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
  });

  it("shows the server's refusal", async () => {
    stubApi({
      [`POST ${ApiPath.activate}`]: () =>
        json(
          { code: "ACTIVATION_LINK_INVALID", message: "This activation link is invalid or has expired." },
          400,
        ),
    });
    await renderAuth(`/activate/${secret}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This activation link is invalid or has expired.",
    );
  });

  it("does not call the server for a malformed secret", async () => {
    const api = stubApi({});
    await renderAuth("/activate/short");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This activation link is invalid or has expired.",
    );
    expect(api.calls).toHaveLength(0);
  });
});

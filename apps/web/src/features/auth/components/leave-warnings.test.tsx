import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath, DEFAULT_MESSAGES } from "@fsm/contracts";
import { provideFullCatalogue } from "../../../lib/messages/full-catalogue";
import { provideCatalogue } from "../../../lib/messages/use-message";
import { json, renderAuth, stubApi } from "../tests/render-auth";
import { pageReloader } from "../utils/reload-page";

/*
 * Issue 11: the signed-out forms warn before leaving with typed input (the page's links, Back,
 * reload) through the app's one leave guard, never on a clean form and never after the input was
 * sent successfully.
 */

const leaveDialog = () => screen.findByRole("dialog", { name: "Leave without saving?" });
const noDialog = () => expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

/** The browser's own "leave this page?" prompt is asked for when beforeunload is cancelled. */
function reloadAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sign-up", () => {
  it("asks in words with the sign-in route's texts alone (the rest of the catalogue comes with the shell)", async () => {
    provideCatalogue(DEFAULT_MESSAGES);
    try {
      stubApi({});
      await renderAuth("/signin");
      const user = userEvent.setup();
      await user.click(screen.getByRole("link", { name: "Sign Up" }));
      await waitFor(() => expect(field("First Name")).toHaveFocus());
      await user.keyboard("Nina");
      await user.click(screen.getByRole("link", { name: "Log In" }));
      const dialog = await leaveDialog();
      expect(within(dialog).getByRole("button", { name: "Stay" })).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Leave and discard" })).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/\*[a-z]+_[a-z_]+\*/);
    } finally {
      provideFullCatalogue();
    }
  });

  it("leaves a clean form without asking", async () => {
    stubApi({});
    const { router } = await renderAuth("/signup");
    expect(reloadAsks()).toBe(false);
    await userEvent.setup().click(screen.getByRole("link", { name: "Log In" }));
    expect(await heading("Welcome!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    noDialog();
  });

  it("asks before the Log In link, Back and a reload once something is typed; Stay keeps the input", async () => {
    stubApi({});
    const { router } = await renderAuth("/signin");
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Sign Up" }));
    expect(await heading("Sign Up")).toBeInTheDocument();
    // The page moves the focus to the first field 100 ms after the switch; type once it has.
    await waitFor(() => expect(field("First Name")).toHaveFocus());
    await user.keyboard("Nina");
    expect(reloadAsks()).toBe(true);

    await user.click(screen.getByRole("link", { name: "Log In" }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent("Your changes have not been saved and will be lost.");
    expect(within(dialog).getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/signup");
    expect(field("First Name")).toHaveValue("Nina");

    await act(() => router.navigate(-1)); // the browser's Back button
    await user.click(within(await leaveDialog()).getByRole("button", { name: "Leave and discard" }));
    expect(await heading("Welcome!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("does not ask after the account was made (closing Success reloads the page)", async () => {
    const reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
    stubApi({ [`POST ${ApiPath.signup}`]: () => json({ status: "success", message: "Check your e-mail." }) });
    const { router } = await renderAuth("/signup");
    const user = userEvent.setup();
    await user.type(field("First Name"), "Nina");
    await user.type(field("Last Name"), "Newcomer");
    await user.type(field("User Name"), "nina1");
    await user.type(field("Email"), "nina@acme-corp.test");
    await user.type(field("Create Password"), "Start!2026y");
    await user.type(field("Confirm Password"), "Start!2026y");
    expect(reloadAsks()).toBe(true);
    const signUp = screen.getByRole("button", { name: "Sign Up" });
    await waitFor(() => expect(signUp).toBeEnabled());
    await user.click(signUp);

    const success = await screen.findByRole("dialog", { name: "Success" });
    expect(reloadAsks()).toBe(false);
    await user.click(within(success).getAllByRole("button", { name: "Close" })[0]!);
    expect(reload).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/signin"));
    expect(await heading("Welcome!")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Leave without saving?" })).not.toBeInTheDocument();
  });
});

describe("forgot password (recoverCredits)", () => {
  it("asks with a typed address, not on a clean form and not once the link was sent", async () => {
    stubApi({
      [`GET ${ApiPath.recoverPassword}`]: () => json({ status: "success", message: "A link has been sent." }),
    });
    const { router } = await renderAuth("/recoverCredits");
    const user = userEvent.setup();
    const back = screen.getByRole("link", { name: "Back To Sign In" });
    expect(reloadAsks()).toBe(false);

    await user.type(screen.getByLabelText("Email Address"), "customer@demo.test");
    expect(reloadAsks()).toBe(true);
    await user.click(back);
    await user.click(within(await leaveDialog()).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/recoverCredits");

    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByRole("status")).toHaveTextContent("A link has been sent.");
    await waitFor(() => expect(reloadAsks()).toBe(false));
    await user.click(back);
    expect(await heading("Welcome!")).toBeInTheDocument();
    noDialog();
  });
});

describe("forgot user name (recoverEmail, verifyCode)", () => {
  it("asks with a typed contact; sending it goes on to verifyCode without asking", async () => {
    const message = "If the details match an account, a code has been sent.";
    stubApi({ [`POST ${ApiPath.forgetEmail}`]: () => json({ status: "success", message }) });
    const { router } = await renderAuth("/recoverEmail");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Mobile Number"), "+11233456789");
    await user.click(screen.getByRole("link", { name: "Back To Sign In" }));
    await user.click(within(await leaveDialog()).getByRole("button", { name: "Stay" }));
    expect(screen.getByLabelText("Mobile Number")).toHaveValue("+11233456789");

    await user.click(screen.getByRole("button", { name: "Send Code" }));
    expect(await heading("Verify Code")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/verifyCode");
    noDialog();
  });

  it("asks with a typed code until the server has answered it", async () => {
    stubApi({
      [`GET ${ApiPath.verifyCode}`]: () =>
        json({ verify_code_returned: { success: "true", message: "customer@demo.test" } }),
    });
    const { router } = await renderAuth("/verifyCode");
    const user = userEvent.setup();
    expect(reloadAsks()).toBe(false);
    await user.type(screen.getByLabelText("Verification Code"), "123456");
    expect(reloadAsks()).toBe(true);
    await user.click(screen.getByRole("link", { name: "Back To Sign In" }));
    await user.click(within(await leaveDialog()).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/verifyCode");

    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Your Email Address is: customer@demo.test")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Back To Sign In" }));
    expect(await heading("Welcome!")).toBeInTheDocument();
    noDialog();
  });
});

describe("new password after recovery (resetPassword)", () => {
  const path = "/resetPassword/s3cr3t-id/Ada/Lovelace/ADA";

  it("leaves a clean form without asking", async () => {
    stubApi({});
    const { router } = await renderAuth(path);
    expect(reloadAsks()).toBe(false);
    await userEvent.setup().click(screen.getByRole("link", { name: "Back To Sign In" }));
    expect(await heading("Welcome!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    noDialog();
  });

  it("asks with a typed password; a changed password goes to the confirmation without asking", async () => {
    stubApi({
      [`POST ${ApiPath.changePassword}`]: () => json({ status: "success", message: "Password changed." }),
    });
    const { router } = await renderAuth(path);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New Password"), "Fresh!2026z");
    expect(reloadAsks()).toBe(true);
    await user.click(screen.getByRole("link", { name: "Back To Sign In" }));
    await user.click(within(await leaveDialog()).getByRole("button", { name: "Stay" }));
    expect(screen.getByLabelText("New Password")).toHaveValue("Fresh!2026z");

    await user.type(screen.getByLabelText("Confirm Password"), "Fresh!2026z");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await heading("Password Changed")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/changeConfirm");
    noDialog();
    expect(reloadAsks()).toBe(false);
  });

  it("does not hold the user on a spent link: its password can never be saved", async () => {
    stubApi({
      [`POST ${ApiPath.changePassword}`]: () =>
        json({ code: "RESET_LINK_INVALID", message: "This reset link is invalid or has expired." }, 400),
    });
    await renderAuth(path);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New Password"), "Other!2026z");
    await user.type(screen.getByLabelText("Confirm Password"), "Other!2026z{Enter}");
    await user.click(await screen.findByRole("link", { name: "Request a new reset link" }));
    expect(await heading("Recover Password")).toBeInTheDocument();
    noDialog();
  });
});

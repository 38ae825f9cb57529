import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath, type TLoggedInData, type TLoginResponse } from "@fsm/contracts";
import { readAuthHeader } from "../../../lib/auth-storage";
import { deferred, json, renderAuth, stubApi } from "../tests/render-auth";

const LOGIN: TLoginResponse = {
  loggedInId: 7,
  serverTimeOffSet: 0,
  requestCreateUpdate: true,
  authHeader: "Bearer token-7",
  server_cache: { last_message_cache_refresh_time: "2026-01-01T00:00:00.000Z" },
  userlocale: "en-US",
  screen_metadata: { baselineOnlyMetadata: false },
  rememberUntil: null,
};
const USER: TLoggedInData = {
  FirstName: "Casey",
  LastName: "Customer",
  EmailAddress: "customer@demo.test",
  PersonId: 7,
  ImageId: null,
  UserName: "CUSTOMER1",
  requestCreateUpdate: true,
};

const loginOk = () => json(JSON.stringify(LOGIN)); // PerformLogin answers a JSON string
const signInApi = () =>
  stubApi({ [`POST ${ApiPath.performLogin}`]: loginOk, [`GET ${ApiPath.loggedInData}`]: () => json(USER) });

async function fillAndSubmit(loginId: string, password = "Demo!2026") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or User ID"), loginId);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sign-in page", () => {
  it("shows the login texts, fields, links and the Sign Up link only when sign-up is enabled", async () => {
    const { unmount } = await renderAuth("/signin");
    expect(screen.getByRole("heading", { level: 1, name: "Welcome!" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByLabelText("Email or User ID")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("checkbox", { name: "Remember Me" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Forgot Email?" })).toHaveAttribute("href", "/recoverEmail");
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute("href", "/recoverCredits");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    unmount();

    await renderAuth("/signin", { config: { enableSignup: false } });
    expect(screen.queryByRole("link", { name: "Sign Up" })).not.toBeInTheDocument();
  });

  it("takes login texts from the configured message table", async () => {
    await renderAuth("/signin", {
      config: {
        messages: { portal_login_translations: { login_welcome: "Willkommen!", login_login: "Anmelden" } },
      },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Willkommen!" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Anmelden" })).toBeInTheDocument();
  });

  it("shows the configured login background and aligns the form right when configured", async () => {
    await renderAuth("/signin", {
      config: { loginBackgroundPath: "api/branding/login-bg.jpg", alignLoginFormRight: true },
    });
    const main = screen.getByRole("main");
    expect(main.style.backgroundImage).toBe('url("/api/branding/login-bg.jpg")');
    expect(main.style.justifyContent).toBe("flex-end");
  });

  it("requires user name and password", async () => {
    const api = signInApi();
    await renderAuth("/signin");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("User name is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email or User ID")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email or User ID")).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it("names each field's problem as its description, and clears it once corrected", async () => {
    signInApi();
    await renderAuth("/signin");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Password is required");
    await user.type(screen.getByLabelText("Password"), "x");
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Password is required")).not.toBeInTheDocument();
  });

  it("shows and hides the password with its button, from the keyboard too", async () => {
    await renderAuth("/signin");
    const user = userEvent.setup();
    const password = screen.getByLabelText("Password");
    await user.type(password, "Demo!2026");
    await user.tab();
    const toggle = screen.getByRole("button", { name: "Toggle password visibility" });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.keyboard("{Enter}");
    expect(password).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(password).toHaveAttribute("type", "password");
  });

  it("focuses the first field that is wrong", async () => {
    const api = signInApi();
    await renderAuth("/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email or User ID"), "customer1");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    expect(await screen.findByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it("sends an e-mail lowercased with the time zone and Remember Me, and Enter submits", async () => {
    const api = signInApi();
    await renderAuth("/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email or User ID"), "  Customer@Demo.TEST ");
    await user.click(screen.getByRole("checkbox", { name: "Remember Me" }));
    await user.type(screen.getByLabelText("Password"), "Demo!2026{Enter}");

    await screen.findByRole("heading", { name: /Landed on/ });
    expect(api.callsTo(ApiPath.performLogin)[0]?.body).toEqual({
      userName: "customer@demo.test",
      password: "Demo!2026",
      localTimeZoneMinutes: 0 - new Date().getTimezoneOffset(),
      localTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      rememberMe: true,
    });
    expect(localStorage.getItem("rememberedPersonId")).toBe("7");
  });

  it("uppercases a user name, stores the session and user data, then goes home", async () => {
    const api = signInApi();
    await renderAuth("/signin");
    await fillAndSubmit("customer1");

    expect(await screen.findByRole("heading", { name: "Landed on /app/dashboard" })).toBeInTheDocument();
    expect((api.callsTo(ApiPath.performLogin)[0]?.body as { userName: string }).userName).toBe("CUSTOMER1");
    expect(api.callsTo(ApiPath.loggedInData)).toHaveLength(1);
    expect(localStorage.getItem("AuthenticationService.isLoggedIn")).toBe("Y");
    expect(readAuthHeader()).toBe("Bearer token-7");
    expect(sessionStorage.getItem("loggedInName")).toBe("Casey Customer");
  });

  it("shows the spinner and Waiting while waiting", async () => {
    const answer = deferred<Response>();
    stubApi({
      [`POST ${ApiPath.performLogin}`]: () => answer.promise,
      [`GET ${ApiPath.loggedInData}`]: () => json(USER),
    });
    await renderAuth("/signin");
    await fillAndSubmit("customer1");

    const button = screen.getByRole("button", { name: "Log In" });
    expect(await screen.findByText("Waiting")).toBeInTheDocument();
    expect(button).toHaveAttribute("data-loading", "true");
    expect(button).toBeDisabled();
    answer.resolve(loginOk());
    expect(await screen.findByRole("heading", { name: /Landed on/ })).toBeInTheDocument();
  });

  it("signs in once when the form is sent again while the first sign-in is under way", async () => {
    const answer = deferred<Response>();
    const api = stubApi({
      [`POST ${ApiPath.performLogin}`]: () => answer.promise,
      [`GET ${ApiPath.loggedInData}`]: () => json(USER),
    });
    await renderAuth("/signin");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email or User ID"), "customer1");
    await user.type(screen.getByLabelText("Password"), "Demo!2026");
    // Sent twice, as a quick double Enter can before the button shows it is busy.
    const form = screen.getByRole("button", { name: "Log In" }).closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer.resolve(loginOk());
    expect(await screen.findByRole("heading", { name: /Landed on/ })).toBeInTheDocument();
    expect(api.callsTo(ApiPath.performLogin)).toHaveLength(1);
  });

  it("goes to the redirectUrl of the query before the stored redirect", async () => {
    signInApi();
    sessionStorage.setItem("redirectUrl", "/app/profile");
    await renderAuth("/signin?redirectUrl=%2Fapp%2Fabout%3Ftab%3D2");
    await fillAndSubmit("customer1");
    expect(await screen.findByRole("heading", { name: "Landed on /app/about?tab=2" })).toBeInTheDocument();
    expect(sessionStorage.getItem("redirectUrl")).toBeNull();
  });

  it("goes to the stored redirect when the query has none", async () => {
    signInApi();
    sessionStorage.setItem("redirectUrl", "/app/profile");
    await renderAuth("/signin");
    await fillAndSubmit("customer1");
    expect(await screen.findByRole("heading", { name: "Landed on /app/profile" })).toBeInTheDocument();
  });

  it.each(["https://evil.test/app", "//evil.test/app", "/\\evil.test", "javascript:alert(1)"])(
    "refuses the off-site redirectUrl %s and goes home",
    async (redirectUrl) => {
      signInApi();
      await renderAuth(`/signin?redirectUrl=${encodeURIComponent(redirectUrl)}`);
      await fillAndSubmit("customer1");
      expect(await screen.findByRole("heading", { name: "Landed on /app/dashboard" })).toBeInTheDocument();
    },
  );

  it("shows the server's error, clears the spinner and the logged-in flag on a failed sign-in", async () => {
    localStorage.setItem("AuthenticationService.isLoggedIn", "Y");
    stubApi({
      [`POST ${ApiPath.performLogin}`]: () =>
        json(
          {
            code: "FSM.PORTAL.INVALID_CREDENTIALS",
            message: "The e-mail/user name or password is incorrect.",
          },
          401,
          "Unauthorized",
        ),
    });
    await renderAuth("/signin");
    await fillAndSubmit("customer1", "wrong");

    expect(await screen.findByText("The e-mail/user name or password is incorrect.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled());
    expect(screen.queryByText("Waiting")).not.toBeInTheDocument();
    expect(localStorage.getItem("AuthenticationService.isLoggedIn")).not.toBe("Y");
    expect(screen.getByRole("heading", { name: "Welcome!" })).toBeInTheDocument();
  });

  it("reports an exception while handling the answer and logs its stack", async () => {
    signInApi();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key, value) {
      if (key === "loggedInUserId") throw new Error("Storage is full");
      setItem.call(this, key, value);
    });
    await renderAuth("/signin");
    await fillAndSubmit("customer1");

    expect(await screen.findByText("Storage is full")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Error: Storage is full"));
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
    expect(localStorage.getItem("AuthenticationService.isLoggedIn")).not.toBe("Y");
  });

  it("marks the user logged out on arrival", async () => {
    localStorage.setItem("AuthenticationService.isLoggedIn", "Y");
    await renderAuth("/signin");
    expect(localStorage.getItem("AuthenticationService.isLoggedIn")).toBe("false");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath, SIGNIN_FOCUS_DELAY_MS } from "@fsm/contracts";
import { json, renderAuth, settle, stubApi } from "../tests/render-auth";
import { pageReloader } from "../utils/reload-page";

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const signUpButton = () => screen.getByRole("button", { name: "Sign Up" });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("First Name"), "Nina");
  await user.type(field("Last Name"), "Newcomer");
  await user.type(field("User Name"), "nina1");
  await user.type(field("Email"), "nina@acme-corp.test");
  await user.type(field("Create Password"), "Start!2026y");
  await user.type(field("Confirm Password"), "Start!2026y");
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("sign-in ↔ sign-up toggle", () => {
  it("switches the view and the address both ways on the same page instance", async () => {
    const { router } = await renderAuth("/signin?redirectUrl=%2Fapp%2Fabout");
    const main = screen.getByRole("main");
    const user = userEvent.setup();

    await user.click(screen.getByRole("link", { name: "Sign Up" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signup");
    expect(router.state.location.search).toBe("?redirectUrl=%2Fapp%2Fabout");
    expect(screen.getByRole("main")).toBe(main); // not remounted
    expect(screen.queryByLabelText("Email or User ID")).not.toBeInTheDocument();

    await user.click(await screen.findByRole("link", { name: "Log In" })); // the lazy view has arrived
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome!" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signin");
    expect(screen.getByRole("main")).toBe(main);
  });

  it("moves the focus to the first field 100 ms after each switch", async () => {
    vi.useFakeTimers();
    await renderAuth("/signin");

    fireEvent.click(screen.getByRole("link", { name: "Sign Up" }));
    await settle();
    const firstName = field("First Name");
    act(() => vi.advanceTimersByTime(SIGNIN_FOCUS_DELAY_MS - 1));
    expect(firstName).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(firstName).toHaveFocus();

    fireEvent.click(screen.getByRole("link", { name: "Log In" }));
    await act(async () => {});
    const loginId = screen.getByLabelText("Email or User ID");
    act(() => vi.advanceTimersByTime(SIGNIN_FOCUS_DELAY_MS - 1));
    expect(loginId).not.toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(loginId).toHaveFocus();
  });

  it("shows the sign-up view at /signup and falls back to sign-in when sign-up is disabled", async () => {
    const { unmount } = await renderAuth("/signup");
    expect(screen.getByRole("heading", { level: 1, name: "Sign Up" })).toBeInTheDocument();
    unmount();

    const { router } = await renderAuth("/signup", { config: { enableSignup: false } });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome!" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
  });
});

describe("sign-up form", () => {
  it("shows every validation message verbatim once a field is touched", async () => {
    await renderAuth("/signup");
    const user = userEvent.setup();
    expect(screen.queryByText("First Name is required")).not.toBeInTheDocument();

    for (const label of ["First Name", "Last Name", "User Name", "Email", "Create Password"]) {
      await user.type(field(label), "x");
      await user.clear(field(label));
      await user.tab();
    }
    expect(screen.getByText("First Name is required")).toBeInTheDocument();
    expect(screen.getByText("Last Name is required")).toBeInTheDocument();
    expect(screen.getByText("User Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required and format should be name@example.com")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(field("First Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("First Name")).toHaveAccessibleDescription("First Name is required");
    // The untouched confirmation shows nothing yet.
    expect(field("Confirm Password")).not.toHaveAttribute("aria-invalid", "true");
  });

  it("forces the user name to upper case as typed", async () => {
    await renderAuth("/signup");
    await userEvent.setup().type(field("User Name"), "customer1");
    expect(field("User Name")).toHaveValue("CUSTOMER1");
  });

  it("checks availability only with a user name and styles Y and N differently", async () => {
    const api = stubApi({
      [`GET ${ApiPath.checkUserName}`]: ({ query }) =>
        query.get("userName") === "CUSTOMER1"
          ? json({ status: "N", message: "User name is not available" })
          : json({ status: "Y", message: "User name is available" }),
    });
    await renderAuth("/signup");
    const user = userEvent.setup();
    const check = screen.getByRole("button", { name: "Check Availability" });
    expect(check).toBeDisabled();

    await user.type(field("User Name"), "customer1");
    expect(check).toBeEnabled();
    await user.click(check);
    const taken = await screen.findByText("User name is not available");
    expect(taken).toHaveAttribute("role", "status");
    expect(taken).toHaveAttribute("data-availability", "N");
    expect(taken.style.color).toBe("var(--mantine-color-error)");
    expect(api.callsTo(ApiPath.checkUserName)[0]?.query.get("userName")).toBe("CUSTOMER1");

    await user.type(field("User Name"), "x");
    expect(screen.queryByText("User name is not available")).not.toBeInTheDocument(); // stale answer hidden
    await user.click(check);
    const free = await screen.findByText("User name is available");
    expect(free).toHaveAttribute("data-availability", "Y");
    expect(free.style.color).toBe("var(--mantine-primary-color-8)");
  });

  it("keeps Sign Up disabled until the form is valid and flags a password mismatch both ways", async () => {
    await renderAuth("/signup");
    const user = userEvent.setup();
    expect(signUpButton()).toBeDisabled();
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());

    await user.clear(field("Confirm Password"));
    await user.type(field("Confirm Password"), "Start!2026x");
    expect(await screen.findByText("Password mismatch")).toBeInTheDocument();
    expect(signUpButton()).toBeDisabled();

    // Editing the password side re-checks the confirmation too.
    await user.clear(field("Create Password"));
    await user.type(field("Create Password"), "Start!2026x");
    await waitFor(() => expect(screen.queryByText("Password mismatch")).not.toBeInTheDocument());
    expect(signUpButton()).toBeEnabled();

    await user.type(field("Create Password"), "z");
    expect(await screen.findByText("Password mismatch")).toBeInTheDocument();
    expect(field("Confirm Password")).toHaveAccessibleDescription("Password mismatch");
  });

  it("opens the Success dialog with the server message; closing it reloads the page", async () => {
    const reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
    const api = stubApi({
      [`POST ${ApiPath.signup}`]: () =>
        json({ status: "success", message: "Check your e-mail to activate." }),
    });
    await renderAuth("/signup");
    const user = userEvent.setup();
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    await user.click(signUpButton());

    const dialog = await screen.findByRole("dialog", { name: "Success" });
    expect(dialog).toHaveTextContent("Check your e-mail to activate.");
    expect(api.callsTo(ApiPath.signup)[0]?.body).toEqual({
      firstName: "Nina",
      lastName: "Newcomer",
      userName: "NINA1",
      email: "nina@acme-corp.test",
      password: "Start!2026y",
      confirmPassword: "Start!2026y",
    });
    expect(reload).not.toHaveBeenCalled();
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("puts a sign-up error into the dialog and the field error under its field", async () => {
    const reload = vi.spyOn(pageReloader, "reload").mockImplementation(() => {});
    stubApi({
      [`POST ${ApiPath.signup}`]: () =>
        json(
          {
            code: "USER_NAME_TAKEN",
            message: "That user name is taken.",
            details: [{ path: "userName", message: "User name is not available" }],
          },
          409,
          "Conflict",
        ),
    });
    await renderAuth("/signup");
    const user = userEvent.setup();
    await fillValidForm(user);
    await waitFor(() => expect(signUpButton()).toBeEnabled());
    await user.click(signUpButton());

    const dialog = await screen.findByRole("dialog", { name: "Sign Up Failed" });
    expect(dialog).toHaveTextContent("That user name is taken.");
    expect(field("User Name")).toHaveAccessibleDescription("User name is not available");
    await user.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(reload).not.toHaveBeenCalled();
    expect(field("First Name")).toHaveValue("Nina");
  });
});

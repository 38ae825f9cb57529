import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { Wrapper } from "../../test-utils/render-app";
import { LeaveDialog } from "./leave-dialog";
import { useLeaveGuard } from "./use-leave-guard";

function WizardPage({ input, onLeave }: { input: boolean; onLeave(): void }) {
  const guard = useLeaveGuard({
    when: input,
    allows: (next) => next.pathname === "/app/confirmation",
    onLeave,
  });
  return (
    <>
      <h1>Wizard</h1>
      <Link to="/app/dashboard">Dashboard</Link>
      <Link to="/app/confirmation">Review</Link>
      <button type="button" onClick={guard.release}>
        Sent
      </button>
      <LeaveDialog guard={guard} what="service request" />
    </>
  );
}

function renderGuarded(input = true) {
  const onLeave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: "/app/service", element: <WizardPage input={input} onLeave={onLeave} /> },
      { path: "/app/dashboard", element: <h1>Dashboard</h1> },
      { path: "/app/confirmation", element: <h1>Confirmation</h1> },
    ],
    { initialEntries: ["/app/service"] },
  );
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { router, onLeave, user: userEvent.setup() };
}

const dialog = () => screen.findByRole("dialog", { name: "Leave without sending?" });

describe("leaving a wizard with unsaved input", () => {
  it("asks first; Stay keeps the user and the input where they are", async () => {
    const { router, onLeave, user } = renderGuarded();
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(await dialog()).toHaveTextContent("What you entered for this service request will be lost.");
    expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/app/service");
    expect(onLeave).not.toHaveBeenCalled();
  });

  it("Leave and discard forgets the input and goes", async () => {
    const { router, onLeave, user } = renderGuarded();
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await user.click(await screen.findByRole("button", { name: "Leave and discard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app/dashboard");
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("does not ask inside the run, or without input", async () => {
    const inside = renderGuarded();
    await inside.user.click(screen.getByRole("link", { name: "Review" }));
    expect(await screen.findByRole("heading", { name: "Confirmation" })).toBeInTheDocument();
    inside.router.dispose();

    const empty = renderGuarded(false);
    await empty.user.click(screen.getAllByRole("link", { name: "Dashboard" }).at(-1)!);
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("does not ask after release (the run was submitted)", async () => {
    const { router, user } = renderGuarded();
    await user.click(screen.getByRole("button", { name: "Sent" }));
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app/dashboard");
  });

  it("the browser asks before a reload or closing the tab while there is input", () => {
    renderGuarded();
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("the browser does not ask without input", () => {
    renderGuarded(false);
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

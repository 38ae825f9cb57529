import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { notifications, notificationsStore } from "@mantine/notifications";
import { NOTIFICATION_DURATION_MS } from "@fsm/contracts";
import { Wrapper } from "../test-utils/render-app";
import { isLoaderVisible, showLoader } from "./loader";
import { notify } from "./notify";

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe("notify (spec §8/§9)", () => {
  it("shows one notification at a time", async () => {
    render(<Wrapper>{null}</Wrapper>);
    act(() => notify.error("First problem"));
    expect(await screen.findByText("First problem")).toBeInTheDocument();
    act(() => notify.warn("Second problem"));
    expect(await screen.findByText("Second problem")).toBeInTheDocument();
    // The previous one is removed at once (only its exit fade may still be running).
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toEqual(["Second problem"]);
    await vi.waitFor(() => expect(screen.queryByText("First problem")).not.toBeInTheDocument());
  });

  it("hides the loader when a notification appears", () => {
    render(<Wrapper>{null}</Wrapper>);
    showLoader();
    act(() => notify.info("Hello"));
    expect(isLoaderVisible()).toBe(false);
  });

  it("closes when clicked, and its close button is named", async () => {
    render(<Wrapper>{null}</Wrapper>);
    act(() => notify.success("Saved"));
    const text = await screen.findByText("Saved");
    expect(screen.getByRole("button", { name: "Close notification" })).toBeInTheDocument();
    await userEvent.click(text);
    await vi.waitFor(() => expect(screen.queryByText("Saved")).not.toBeInTheDocument());
  });

  it(`closes by itself after ${NOTIFICATION_DURATION_MS} ms`, async () => {
    vi.useFakeTimers();
    render(<Wrapper>{null}</Wrapper>);
    act(() => notify.success("Saved"));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_DURATION_MS + 500));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });
});

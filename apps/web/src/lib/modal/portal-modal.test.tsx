import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Button } from "@mantine/core";
import { MODAL_FADE_IN_DELAY_MS, MODAL_REMOVE_DELAY_MS } from "@fsm/contracts";
import { Wrapper } from "../../test-utils/render-app";
import { PortalModal } from "./portal-modal";
import { useFadeModal, type FadeModal } from "./use-fade-modal";

let modal: FadeModal;
const onOpen = vi.fn();
const onClose = vi.fn();

function Harness({ size }: { size?: "sm" | "lg" }) {
  modal = useFadeModal({ onOpen, onClose });
  return (
    <PortalModal modal={modal} title="Confirm" size={size} footer={<Button onClick={modal.hide}>OK</Button>}>
      Body text
    </PortalModal>
  );
}

const content = () => document.querySelector<HTMLElement>(".portal-modal");

beforeEach(() => {
  vi.useFakeTimers();
  onOpen.mockReset();
  onClose.mockReset();
  render(
    <Wrapper>
      <Harness size="lg" />
    </Wrapper>,
  );
});
afterEach(() => vi.useRealTimers());

describe("generic modal (spec §4/§9 timings)", () => {
  it("is visible at once on show and fades in after 100 ms", () => {
    act(() => modal.show());
    expect(screen.getByRole("dialog", { name: "Confirm" })).toBeInTheDocument();
    expect(screen.getByText("Body text")).toBeInTheDocument();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(content()).toHaveStyle({ opacity: "0" });
    act(() => vi.advanceTimersByTime(MODAL_FADE_IN_DELAY_MS - 1));
    expect(content()).toHaveStyle({ opacity: "0" });
    act(() => vi.advanceTimersByTime(1));
    expect(content()).toHaveStyle({ opacity: "1" });
    expect(content()).toHaveClass("portal-modal--lg");
  });

  it("hide fades out and removes it after 300 ms, then calls the close callback", () => {
    act(() => modal.show());
    act(() => vi.advanceTimersByTime(MODAL_FADE_IN_DELAY_MS));
    act(() => modal.hide());
    expect(content()).toHaveStyle({ opacity: "0" });
    act(() => vi.advanceTimersByTime(MODAL_REMOVE_DELAY_MS - 1));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("the silent variant hides without calling the close callback", () => {
    act(() => modal.show());
    act(() => modal.hideWithoutCallback());
    act(() => vi.advanceTimersByTime(MODAL_REMOVE_DELAY_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes from the named close button, the footer and a backdrop click", () => {
    act(() => modal.show());
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(MODAL_REMOVE_DELAY_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => modal.show());
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    act(() => vi.advanceTimersByTime(MODAL_REMOVE_DELAY_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    act(() => modal.show());
    const overlay = document.querySelector(".mantine-Modal-overlay")!;
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    act(() => vi.advanceTimersByTime(MODAL_REMOVE_DELAY_MS));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Wrapper } from "../../test-utils/render-app";
import { ProgressButton } from "./progress-button";

describe("a button that starts slow work", () => {
  it("keeps its label beside a spinner while busy, and cannot be pressed twice", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Wrapper>
        <ProgressButton busy={false} onClick={onClick}>
          Save
        </ProgressButton>
      </Wrapper>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Wrapper>
        <ProgressButton busy onClick={onClick}>
          Save
        </ProgressButton>
      </Wrapper>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button.querySelector(".mantine-Loader-root")).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

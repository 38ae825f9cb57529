import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZButtonItem } from "@fsm/metadata";
import { renderWithServices } from "../../test-utils/render-with-services";
import { ItemView } from "../../item-registry";

describe("button item", () => {
  it("hands a navigate action to the screen", async () => {
    const onAction = vi.fn();
    const item = ZButtonItem.parse({
      kind: "button",
      id: "rma",
      label: "open_rma",
      variant: "link",
      action: { type: "navigate", screen: "rmalist" },
    });
    renderWithServices(<ItemView item={item} row={{}} onAction={onAction} />, {
      messages: { open_rma: "Open RMAs" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Open RMAs" }));
    expect(onAction).toHaveBeenCalledWith({ type: "navigate", screen: "rmalist" });
  });

  it("a save button submits the form it is in", () => {
    const item = ZButtonItem.parse({
      kind: "button",
      id: "save",
      label: "action_save",
      action: { type: "save" },
    });
    renderWithServices(<ItemView item={item} row={{}} inForm />, { messages: { action_save: "Save" } });
    expect(screen.getByRole("button", { name: "Save" })).toHaveAttribute("type", "submit");
  });
});

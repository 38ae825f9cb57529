import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithServices } from "../../test-utils/render-with-services";
import { screen as parseScreen } from "../../test-utils/screens";
import { ConfirmationScreen } from "./ConfirmationScreen";

const document = parseScreen({
  formatVersion: 3,
  type: "confirmation",
  name: "requestConfirm",
  title: "confirm_title",
  message: "confirm_text",
  sections: [
    {
      id: "main",
      items: [
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "request_site",
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
        { kind: "field", id: "urgent", type: "checkbox", column: "urgent", label: "request_urgent" },
        {
          kind: "field",
          id: "reason",
          type: "text",
          column: "reason",
          label: "request_reason",
          visibleWhen: { field: "urgent", op: "eq", value: true },
        },
      ],
    },
  ],
  actions: [
    { kind: "button", id: "back", label: "action_back", variant: "secondary", action: { type: "back" } },
    { kind: "button", id: "submit", label: "action_submit", action: { type: "submit" } },
  ],
});
const messages = {
  confirm_title: "Check your request",
  confirm_text: "Please check the details before sending.",
  request_site: "Site",
  request_urgent: "Urgent",
  request_reason: "Reason",
  action_back: "Back",
  action_submit: "Send request",
};

describe("confirmation screen", () => {
  it("shows the values read-only as label/value pairs, following visibility rules", () => {
    renderWithServices(
      <ConfirmationScreen
        document={document}
        row={{ site_id: 4, site_id__display: "North depot", urgent: "N", reason: "x" }}
        onAction={() => {}}
      />,
      { messages },
    );
    expect(screen.getByRole("heading", { name: "Check your request" })).toBeInTheDocument();
    expect(screen.getByText("Please check the details before sending.")).toBeInTheDocument();
    expect(screen.getByText("Site").tagName).toBe("DT");
    expect(screen.getByText("North depot")).toBeInTheDocument();
    expect(screen.getByText("No")).toBeInTheDocument();
    expect(screen.queryByText("Reason")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("hands its buttons' actions to the workflow", async () => {
    const onAction = vi.fn();
    renderWithServices(<ConfirmationScreen document={document} row={{}} onAction={onAction} />, { messages });
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onAction.mock.calls).toEqual([[{ type: "submit" }], [{ type: "back" }]]);
  });
});

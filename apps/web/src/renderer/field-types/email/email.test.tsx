import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";

describe("email field", () => {
  it("explains the expected format", () => {
    expect(messageFor(fieldItem("email"), "someone@", "Contact e-mail")).toBe(
      "Contact e-mail must be an e-mail address such as name@example.com",
    );
    expect(messageFor(fieldItem("email"), "someone@example.com")).toBeUndefined();
    expect(messageFor(fieldItem("email", { required: true }), "", "Contact e-mail")).toBe(
      "Contact e-mail is required",
    );
  });

  it("uses an e-mail input", () => {
    renderFieldInput(fieldItem("email"), { label: "Contact e-mail" });
    expect(screen.getByLabelText("Contact e-mail")).toHaveAttribute("type", "email");
  });
});

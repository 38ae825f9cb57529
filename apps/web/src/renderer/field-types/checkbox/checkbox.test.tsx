import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { checkboxField } from ".";

describe("checkbox field", () => {
  it("a required checkbox must be ticked", () => {
    expect(messageFor(fieldItem("checkbox", { required: true }), false, "I accept")).toBe(
      "I accept must be ticked",
    );
    expect(messageFor(fieldItem("checkbox"), false)).toBeUndefined();
  });

  it("reads Y/N flags and toggles with the keyboard", async () => {
    const item = fieldItem("checkbox");
    expect(checkboxField.fromModel({ c: "Y" }, item)).toBe(true);
    expect(checkboxField.fromModel({ c: "N" }, item)).toBe(false);
    const { user, onChange } = renderFieldInput(item, { label: "Urgent" });
    screen.getByLabelText("Urgent").focus();
    await user.keyboard(" ");
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByLabelText("Urgent")).toBeChecked();
  });
});

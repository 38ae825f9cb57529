import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { textField } from ".";

describe("text field", () => {
  it("is required only when the metadata says so", () => {
    expect(messageFor(fieldItem("text", { required: true }), "  ")).toBe("Field is required");
    expect(messageFor(fieldItem("text"), "")).toBeUndefined();
  });

  it("stores an empty input as null", () => {
    expect(textField.toModel("", fieldItem("text"))).toBeNull();
    expect(textField.fromModel({ c: null }, fieldItem("text"))).toBe("");
  });

  it("types into a labelled input", async () => {
    const { user, onChange } = renderFieldInput(fieldItem("text"), { label: "Title" });
    await user.type(screen.getByLabelText("Title"), "Pump");
    expect(onChange).toHaveBeenLastCalledWith("Pump");
  });
});

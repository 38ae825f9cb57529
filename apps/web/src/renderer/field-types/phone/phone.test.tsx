import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";

describe("phone field", () => {
  it("follows the spec pattern: an optional plus and 11 digits", () => {
    expect(messageFor(fieldItem("phone"), "12345", "Mobile")).toBe(
      "Mobile must be an optional + followed by 11 digits",
    );
    expect(messageFor(fieldItem("phone"), "+11233456789")).toBeUndefined();
    expect(messageFor(fieldItem("phone"), "11233456789")).toBeUndefined();
  });

  it("shows the expected format before the user types", () => {
    renderFieldInput(fieldItem("phone"), { label: "Mobile" });
    expect(screen.getByLabelText("Mobile")).toHaveAccessibleDescription(/optional \+ followed by 11 digits/);
  });
});

import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { labelField } from ".";

describe("label field", () => {
  it("shows the value read-only and never writes it back", () => {
    const item = fieldItem("label");
    renderFieldInput(item, { label: "Request number", initial: "SR-1001" });
    expect(screen.getByLabelText("Request number")).toHaveValue("SR-1001");
    expect(screen.getByLabelText("Request number")).toHaveAttribute("readonly");
    expect(labelField.toModel("SR-1001", item)).toBeUndefined();
    expect(messageFor(fieldItem("label", { required: true }), null)).toBeUndefined();
  });
});

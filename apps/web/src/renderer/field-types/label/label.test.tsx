import { beforeAll, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { labelField } from ".";
import { preloadLazyInputs } from "../shared/lazy-input";

// The control loads on demand (lazyInput), as on a form page the route has fetched it first.
beforeAll(() => preloadLazyInputs());
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

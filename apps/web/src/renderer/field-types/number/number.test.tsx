import { describe, expect, it } from "vitest";
import { fieldItem, messageFor } from "../../test-utils/field-harness";
import { numberField } from ".";

describe("number field", () => {
  it("refuses text that is not a number", () => {
    expect(messageFor(fieldItem("number"), "12a", "Quantity")).toBe("Quantity must be a number");
    expect(messageFor(fieldItem("number"), "1.")).toBe("Field must be a number");
    expect(messageFor(fieldItem("number"), "-12.5")).toBeUndefined();
  });

  it("is required when the metadata says so", () => {
    expect(messageFor(fieldItem("number", { required: true }), "", "Quantity")).toBe("Quantity is required");
  });

  it("stores a number, or null when empty", () => {
    expect(numberField.toModel("12.5", fieldItem("number"))).toBe(12.5);
    expect(numberField.toModel("", fieldItem("number"))).toBeNull();
    expect(numberField.fromModel({ c: 3 }, fieldItem("number"))).toBe("3");
  });
});

import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { dateField } from ".";

describe("date field", () => {
  it("refuses dates that do not exist", () => {
    expect(messageFor(fieldItem("date"), "2026-02-30", "Due date")).toBe("Due date must be a valid date");
    expect(messageFor(fieldItem("date"), "2026-02-28")).toBeUndefined();
    expect(messageFor(fieldItem("date", { required: true }), "", "Due date")).toBe("Due date is required");
  });

  it("edits the day of a stored timestamp in the browser's date input", () => {
    renderFieldInput(fieldItem("date"), {
      label: "Due date",
      initial: dateField.fromModel({ c: "2026-11-22T10:00:00Z" }, fieldItem("date")),
    });
    const input = screen.getByLabelText("Due date");
    expect(input).toHaveAttribute("type", "date");
    expect(input).toHaveValue("2026-11-22");
  });
});

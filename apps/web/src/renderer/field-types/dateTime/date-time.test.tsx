import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { dateTimeField, toLocalInput } from ".";

describe("dateTime field", () => {
  it("refuses an incomplete date and time", () => {
    expect(messageFor(fieldItem("dateTime"), "2026-11-22", "Visit")).toBe(
      "Visit must be a valid date and time",
    );
    expect(messageFor(fieldItem("dateTime", { required: true }), "", "Visit")).toBe("Visit is required");
    expect(messageFor(fieldItem("dateTime"), "2026-11-22T09:30")).toBeUndefined();
  });

  it("edits in local time and stores the same instant in UTC", () => {
    const stored = "2026-11-22T09:30:00.000Z";
    const local = toLocalInput(stored);
    expect(dateTimeField.toModel(local, fieldItem("dateTime"))).toBe(stored);
    renderFieldInput(fieldItem("dateTime"), { label: "Visit", initial: local });
    expect(screen.getByLabelText("Visit")).toHaveAttribute("type", "datetime-local");
  });
});

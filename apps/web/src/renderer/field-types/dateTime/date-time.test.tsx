import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { fieldItem, messageFor, renderFieldInput } from "../../test-utils/field-harness";
import { dateTimeField, toLocalInput } from ".";
import { fromPickerValue, toPickerValue } from "./picker-value";

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
  });

  it("keeps the form's local value as datetime-local wrote it, through the picker's format and back", () => {
    expect(toPickerValue("2026-11-22T09:30")).toBe("2026-11-22 09:30:00");
    expect(fromPickerValue("2026-11-22 09:30:00")).toBe("2026-11-22T09:30");
    expect(fromPickerValue(toPickerValue("2026-02-01T23:05"))).toBe("2026-02-01T23:05");
    expect(toPickerValue("")).toBeNull();
    expect(fromPickerValue(null)).toBe("");
  });

  it("is one labelled control showing the value in the portal's format, not the browser's six-part input", async () => {
    const local = "2026-11-22T09:30";
    const { user, onChange } = renderFieldInput(fieldItem("dateTime"), { label: "Visit", initial: local });
    const field = screen.getByRole("button", { name: "Visit" });
    const shown = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(local),
    );
    expect(field).toHaveTextContent(shown);
    expect(document.querySelector('input[type="datetime-local"]')).toBeNull();
    // Cleared by its button (named with the field): the form's value is empty, as datetime-local's was.
    await user.click(screen.getByRole("button", { name: "Clear Visit" }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(""));
  });
});

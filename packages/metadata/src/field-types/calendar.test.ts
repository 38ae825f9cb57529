import { describe, expect, it } from "vitest";
import { isCalendarDate, isDateTime } from "./calendar.js";

describe("calendar values", () => {
  it("takes a day that exists, in any year from 0001, and refuses one that does not", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("0001-01-01")).toBe(true);
    expect(isCalendarDate("0099-12-31")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
  });

  it("checks the day of a date and time the same way", () => {
    expect(isDateTime("2026-11-24T06:04:55.123456Z")).toBe(true);
    expect(isDateTime("0050-06-01T00:00")).toBe(true);
    expect(isDateTime("2026-02-30T10:00Z")).toBe(false);
  });
});

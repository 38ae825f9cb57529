import { describe, expect, it } from "vitest";
import type { TListScreen } from "../screens/list/use-list-screen";
import { requestListInput, screen } from "../test-utils/screens";
import { recordHeading } from "./record-heading";

const list = screen(requestListInput) as TListScreen;

describe("recordHeading", () => {
  it("names the record by its list's first column", () => {
    expect(recordHeading("Service request", list, { id: 7, request_number: "SR-000123" }, 7)).toBe(
      "Service request SR-000123",
    );
  });
  it("falls back to the id", () => {
    expect(recordHeading("RMA", list, { id: 9, request_number: null }, 9)).toBe("RMA 9");
  });
});

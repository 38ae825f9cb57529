import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./safe-redirect";

describe("safeRedirectTarget", () => {
  it("keeps router-relative paths with their query and hash", () => {
    expect(safeRedirectTarget("/app/about")).toBe("/app/about");
    expect(safeRedirectTarget("/app/list/request?page=2#top")).toBe("/app/list/request?page=2#top");
  });

  it.each([
    null,
    "",
    "app/about",
    "https://evil.test/",
    "//evil.test/app",
    "/\\evil.test",
    "/\t/evil.test",
    "javascript:alert(1)",
  ])("refuses %j", (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it("never sends the user back to the sign-in page itself", () => {
    expect(safeRedirectTarget("/signin?redirectUrl=%2Fapp")).toBeNull();
    expect(safeRedirectTarget("/signup")).toBeNull();
  });
});

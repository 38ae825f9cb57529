import { describe, expect, it } from "vitest";
import { screenCacheKey } from "./screen-cache-key";

describe("screenCacheKey (spec §4)", () => {
  it("upper-cases the name and writes '$' for every empty token", () => {
    expect(screenCacheKey({ screenName: "request" }, false)).toBe("REQUEST$$$false");
    expect(screenCacheKey({ screenName: "rmaList", subWorkflowId: "", mode: null }, false)).toBe(
      "RMALIST$$$false",
    );
  });

  it("includes sub-workflow id, mode and step id in that order", () => {
    expect(screenCacheKey({ screenName: "req", subWorkflowId: 7, mode: "edit", stepId: 2 }, false)).toBe(
      "REQ7edit2false",
    );
  });

  it("differs with the baseline-only setting", () => {
    expect(screenCacheKey({ screenName: "request" }, true)).toBe("REQUEST$$$true");
    expect(screenCacheKey({ screenName: "request" }, true)).not.toBe(
      screenCacheKey({ screenName: "request" }, false),
    );
  });
});

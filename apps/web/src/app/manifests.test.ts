import { APP_SEGMENTS } from "@fsm/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { LEGACY_APP_PATHS, MANIFESTS } from "./manifests";
import { routes } from "./router";

/** First path segments the browser router answers at the top level, from the composed route table. */
function topSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) =>
    route.path === undefined
      ? topSegments(route.children ?? [])
      : [route.path.split("/")[0]!.replace(/^\*$/, "")],
  );
}

/** Files and the API the server serves itself at the top level, never pages of the SPA. */
const SERVER_SEGMENTS = ["api", "assets", "favicon.ico", "index.html"];

describe("areas are manifests", () => {
  it("derive the base-path segment list the server shares (contracts' APP_SEGMENTS)", () => {
    const derived = new Set([...topSegments(routes), ...SERVER_SEGMENTS]);
    expect([...derived].sort()).toEqual([...APP_SEGMENTS].sort());
  });

  it("give every old short path to exactly one area", () => {
    expect(new Set(LEGACY_APP_PATHS).size).toBe(LEGACY_APP_PATHS.length);
    expect(MANIFESTS.filter((m) => m.legacyPaths?.length).map((m) => m.name)).toContain("requests");
  });
});

import { describe, expect, it, vi } from "vitest";
import type { RouteObject } from "react-router";
import { appChildRoutes } from "./app-routes";
import { prefetchRoute } from "./prefetch-route";

const routeAt = (path: string): RouteObject => {
  const route = appChildRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no app route ${path}`);
  return route;
};

describe("prefetchRoute (side-bar links load their page on intent)", () => {
  it("starts the lazy chunk of the page a link leads to, once, query and all", async () => {
    const route = routeAt("list/:screenName");
    const lazy = vi.spyOn(route as { lazy: () => Promise<unknown> }, "lazy");
    prefetchRoute("/app/list/request?page=2");
    prefetchRoute("/app/list/request");
    expect(lazy).toHaveBeenCalledTimes(1);
    await lazy.mock.results[0]!.value;
  });

  it("ignores a path no page has", () => {
    expect(() => prefetchRoute("/app/no-such-area/x")).not.toThrow();
  });
});

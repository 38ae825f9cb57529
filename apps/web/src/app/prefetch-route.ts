import type { RouteObject } from "react-router";
import { matchAppRoutes } from "./app-routes";

const started = new WeakSet<RouteObject>();

/**
 * Starts loading the lazy chunks of the page a link leads to, on intent (pointer over or focus),
 * so the page is usually there when the link is followed. The router loads them again through the
 * same import(), which the browser has by then. A failure is left to that navigation to report.
 */
export function prefetchRoute(to: string): void {
  const { pathname } = new URL(to, "http://portal.invalid");
  for (const { route } of matchAppRoutes(pathname) ?? []) {
    if (typeof route.lazy !== "function" || started.has(route)) continue;
    started.add(route);
    void route.lazy().catch(() => started.delete(route));
  }
}

import type { DataRouter, Location } from "react-router";
import { cancelInFlightRequests } from "../api-client";
import { hideLoader } from "../loader";
import { markLoggedOutOnSigninArrival } from "../signin-arrival";
import { recordVisitedUrl } from "./redirect";
import { toRouterPath } from "./router-path";

const SIGNIN_PATH = "/signin";
let commits = 0;

/**
 * Router-level navigation effects, run from router.subscribe so they happen before React renders
 * the next page (a page's own first requests must not be cancelled by the page change):
 * - spec §4 "Navigation away": a different URL cancels in-flight requests and hides the loader;
 * - the visited URL is recorded (Back onto 404, stored redirect);
 * - spec §4 "Arriving at signin" marks the user logged out and clears the message cache.
 */
export function trackNavigation(router: DataRouter): () => void {
  // Router state keeps the basename in its paths; everything stored here is router-relative.
  const urlOf = (location: Pick<Location, "pathname" | "search">): string =>
    toRouterPath(location.pathname, router.basename ?? "/") + location.search;
  let leftUrl = urlOf(router.state.location);
  let committedUrl: string | null = null;
  commits = 0;

  const leaveFor = (url: string): void => {
    if (url === leftUrl) return;
    leftUrl = url;
    cancelInFlightRequests();
    hideLoader();
  };
  // A location counts once the router has settled on it (initial guards may redirect first).
  const commit = (state: DataRouter["state"]): void => {
    if (!state.initialized) return;
    const current = urlOf(state.location);
    if (current === committedUrl) return;
    leaveFor(current);
    committedUrl = current;
    arrive(current);
  };

  commit(router.state);
  return router.subscribe((state) => {
    // Cancel as soon as a navigation starts (before guards' loaders fetch), or at commit.
    if (state.navigation.location) leaveFor(urlOf(state.navigation.location));
    commit(state);
  });
}

function arrive(url: string): void {
  commits += 1;
  recordVisitedUrl(url);
  const pathname = url.split("?")[0] ?? "";
  if (pathname.toLowerCase() === SIGNIN_PATH.toLowerCase()) markLoggedOutOnSigninArrival();
}

/** True once this page load has moved past its first location. */
export const hasNavigatedSinceLoad = (): boolean => commits > 1;

/** The document itself was reached with the browser's Back/Forward buttons. */
export function documentLoadedByBackForward(): boolean {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === "back_forward";
}

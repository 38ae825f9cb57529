import { previousVisitedUrl } from "../../lib/navigation/redirect";

/**
 * True when the history entry before the current one is a page of this portal in this tab. React
 * Router's browser history numbers its entries in `history.state.idx` (0 for the entry a tab's
 * visit to the portal began with); the browser keeps that state across a reload, so after
 * reloading a 404 that was reached inside the portal the number still says a page precedes it.
 * A 404 opened directly (typed, pasted, a bookmark or another site's link) starts at 0, whatever
 * else the tab's history holds, and a memory router (tests) keeps no such state at all.
 */
export function hasPortalEntryBefore(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && idx > 0;
}

export type TBackTarget = { kind: "history" } | { kind: "page"; to: string };

/**
 * Where the 404 page's Back button leads: one step back in history when a portal page precedes it
 * (exactly what the browser's Back does, before or after a reload); otherwise to the last page this
 * tab recorded (session storage, spec §2's "previous stored page"), else to `home`.
 */
export function notFoundBackTarget(home: string, state?: unknown): TBackTarget {
  if (hasPortalEntryBefore(state)) return { kind: "history" };
  return { kind: "page", to: previousVisitedUrl() ?? home };
}

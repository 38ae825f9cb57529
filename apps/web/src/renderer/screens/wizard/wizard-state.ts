/**
 * The wizard's step state (spec §4 "Wizard", §3 "Wizard step"), as a pure function of the route
 * it enters and how it got there. The screen name in the route names the wizard (a workflow's
 * start screen); breadcrumb is the 1-based current step and steps the number of steps.
 */

/** Spec §3: the step number as text, and whether the user has reached it. */
export interface WizardStep {
  label: string;
  active: boolean;
}

export interface WizardRoute {
  screenName: string;
  steps: number;
  breadcrumb: number;
}

/** "back" is a browser back navigation; anything else (a link, Next, browser forward) is "forward". */
export type WizardMove = "back" | "forward";

export interface WizardState {
  screenName: string | null;
  /** 1-based; 0 when no wizard is on screen. */
  current: number;
  steps: WizardStep[];
}

export const EMPTY_WIZARD: WizardState = { screenName: null, current: 0, steps: [] };

const positive = (raw: string | null): number | null =>
  raw !== null && /^\d{1,3}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** Spec §2: a route carrying screenName, steps and breadcrumb is a wizard step; anything else is not. */
export function parseWizardRoute(search: URLSearchParams): WizardRoute | null {
  const screenName = search.get("screenName")?.trim();
  const steps = positive(search.get("steps"));
  const breadcrumb = positive(search.get("breadcrumb"));
  if (!screenName || steps === null || breadcrumb === null) return null;
  return { screenName, steps, breadcrumb };
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

function withCurrent(screenName: string, total: number, current: number): WizardState {
  return {
    screenName,
    current,
    steps: Array.from({ length: total }, (_, i) => ({ label: String(i + 1), active: i + 1 <= current })),
  };
}

/**
 * The state after entering `route`:
 * - no wizard parameters: no steps;
 * - a different screen name (or no wizard before): a fresh wizard on the breadcrumb's step;
 * - the same wizard on its current step (the address was only rewritten): it stays;
 * - the same wizard elsewhere: one step back after a browser back navigation, else one forward,
 *   so a typed or bookmarked breadcrumb cannot skip steps that were never filled in.
 * `limit` caps the step (the furthest step the entered data allows), never below 1.
 */
export function enterWizardRoute(
  state: WizardState,
  route: WizardRoute | null,
  move: WizardMove,
  limit: number = Number.POSITIVE_INFINITY,
): WizardState {
  if (!route) return EMPTY_WIZARD;
  const max = Math.max(1, Math.min(route.steps, limit));
  if (state.screenName !== route.screenName)
    return withCurrent(route.screenName, route.steps, clamp(route.breadcrumb, 1, max));
  const target =
    route.breadcrumb === state.current ? state.current : state.current + (move === "back" ? -1 : 1);
  return withCurrent(route.screenName, route.steps, clamp(target, 1, max));
}

/** The query string of a wizard step. */
export function wizardSearch(route: WizardRoute, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    ...extra,
    screenName: route.screenName,
    steps: String(route.steps),
    breadcrumb: String(route.breadcrumb),
  });
  return `?${params.toString()}`;
}

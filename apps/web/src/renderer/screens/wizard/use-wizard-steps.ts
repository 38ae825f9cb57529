import { useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import {
  EMPTY_WIZARD,
  enterWizardRoute,
  parseWizardRoute,
  type WizardMove,
  type WizardState,
} from "./wizard-state";

/** React Router's browser history numbers its entries; a memory history (tests) does not. */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : null;
};

/**
 * Location state of an in-app "Back" that could not use the browser history (the entry before is
 * not the previous step): the new entry counts as a back navigation.
 */
export const WIZARD_BACK_STATE = { wizardBack: true } as const;
const isWizardBack = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { wizardBack?: unknown }).wizardBack === true;

/**
 * A POP is the browser's Back or Forward button. Forward is told apart by the history entry's
 * index going up; without an index every POP counts as Back (spec §4: "after a browser back
 * navigation it goes one back, otherwise one forward").
 */
function moveOf(
  type: ReturnType<typeof useNavigationType>,
  state: unknown,
  before: number | null,
  now: number | null,
): WizardMove {
  if (type !== "POP") return isWizardBack(state) ? "back" : "forward";
  return before !== null && now !== null && now > before ? "forward" : "back";
}

interface Tracked {
  locationKey: string | null;
  index: number | null;
  state: WizardState;
}

/**
 * The wizard's steps, moved by every location the router enters (spec §4). `limit` is the
 * furthest step the entered data allows, so a reload or a typed address cannot skip ahead.
 */
export function useWizardSteps(limit?: number): WizardState {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [tracked, setTracked] = useState<Tracked>({ locationKey: null, index: null, state: EMPTY_WIZARD });
  if (tracked.locationKey !== location.key) {
    // Derived from the location as React suggests for "state that follows props": set in render.
    const index = historyIndex();
    const move = moveOf(navigationType, location.state, tracked.index, index);
    const route = parseWizardRoute(new URLSearchParams(location.search));
    const state = enterWizardRoute(tracked.state, route, move, limit);
    setTracked({ locationKey: location.key, index, state });
    return state;
  }
  return tracked.state;
}

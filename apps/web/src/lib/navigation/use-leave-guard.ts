import { useCallback, useRef } from "react";
import { useBlocker, type Location } from "react-router";
import { useBeforeUnloadPrompt } from "./use-before-unload-prompt";

export interface LeaveGuardOptions {
  /** There is input that leaving would lose. */
  when: boolean;
  /** Addresses that stay inside the same piece of work (the next step, the confirmation). */
  allows(next: Location): boolean;
  /** The user chose to leave: forget the input. */
  onLeave?(): void;
}

/**
 * The one leave guard of the app (wizards, record forms, profile and note forms; UX "Input").
 * "Leaving with unsaved input asks first": a navigation inside the app waits for the user's
 * answer (React Router's blocker); closing or reloading the tab gets the browser's own prompt.
 */
export function useLeaveGuard({ when, allows, onLeave }: LeaveGuardOptions) {
  // Read at navigation time, so a release just before navigating (after a submit) is seen at once.
  const live = useRef({ when, allows, released: false });
  live.current = { ...live.current, when, allows };

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => {
      const { when: active, allows: inside, released } = live.current;
      if (!active || released) return false;
      const same =
        currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search;
      return !same && !inside(nextLocation);
    },
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useBeforeUnloadPrompt(when);

  return {
    asking: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => {
      onLeave?.();
      blocker.proceed?.();
    },
    /** Lets the next navigation through without asking (the work was submitted or discarded). */
    release: () => {
      live.current.released = true;
    },
    /**
     * The input was just kept (saved): a navigation before the next render (an onSaved that moves
     * on) goes through; the guard asks again once there are new edits.
     */
    settled: () => {
      live.current.when = false;
    },
  };
}
export type LeaveGuard = ReturnType<typeof useLeaveGuard>;

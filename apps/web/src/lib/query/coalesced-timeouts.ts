import type { TimeoutProvider } from "@tanstack/react-query";

/**
 * TanStack Query's timers, the long ones coalesced onto one browser timer.
 *
 * Every query observer sets a stale timer (30–60 s) and every query a garbage-collection timer
 * (5 min): a list page's first render, with a code label per cell, set about 120 timers in its
 * answer's task. Each `setTimeout` is a trip into the browser that a trace records with its
 * stack, and in Lighthouse's trace those calls were a fifth of the page's longest task (bench/
 * README, thirteenth round). TanStack leaves the platform's timers to a `TimeoutProvider` for
 * exactly this, and suggests one that coalesces.
 *
 * Timers of at least `COALESCE_FROM_MS` are kept in a map and served by a single browser timer
 * set for the earliest of them, rounded up to the next `GRANULARITY_MS`: a timer due later than
 * that one costs no browser call at all, and a stale or gc timer fires at most a second late,
 * which nobody can see. Shorter timers (retries, batching) and intervals go to the browser as
 * they are. Coalesced ids are negative, so they never meet the browser's own positive ids.
 */
const COALESCE_FROM_MS = 1_000;
const GRANULARITY_MS = 1_000;

interface Platform {
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(id: number | undefined): void;
  setInterval(callback: () => void, delay: number): number;
  clearInterval(id: number | undefined): void;
  now(): number;
}

const browser: Platform = {
  setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay) as unknown as number,
  clearTimeout: (id) => globalThis.clearTimeout(id),
  setInterval: (callback, delay) => globalThis.setInterval(callback, delay) as unknown as number,
  clearInterval: (id) => globalThis.clearInterval(id),
  now: () => Date.now(),
};

export function coalescedTimeouts(platform: Platform = browser): TimeoutProvider<number> {
  const pending = new Map<number, { due: number; callback: () => void }>();
  let lastId = 0;
  let wake: { at: number; id: number } | undefined;

  /** Makes sure the browser timer wakes by `due` (rounded up): usually it already does. */
  function wakeBy(due: number) {
    const at = Math.ceil(due / GRANULARITY_MS) * GRANULARITY_MS;
    if (wake && wake.at <= at) return;
    if (wake) platform.clearTimeout(wake.id);
    wake = { at, id: platform.setTimeout(fire, Math.max(0, at - platform.now())) };
  }

  function fire() {
    wake = undefined;
    const now = platform.now();
    for (const [id, timer] of [...pending]) {
      // A callback may clear another timer that is due too: that one no longer runs.
      if (timer.due > now || !pending.delete(id)) continue;
      timer.callback();
    }
    let earliest = Infinity;
    for (const timer of pending.values()) earliest = Math.min(earliest, timer.due);
    if (earliest !== Infinity) wakeBy(earliest);
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return platform.setTimeout(callback, delay);
      const id = --lastId;
      const due = platform.now() + delay;
      pending.set(id, { due, callback });
      wakeBy(due);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      // A cleared timer only leaves the map: the browser timer, if it was the earliest, wakes
      // once for nothing and sets itself for the next one (cheaper than resetting on every clear).
      if (id < 0) pending.delete(id);
      else platform.clearTimeout(id);
    },
    setInterval: (callback, delay) => platform.setInterval(callback, delay),
    clearInterval: (id) => platform.clearInterval(id),
  };
}

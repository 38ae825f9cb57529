import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalescedTimeouts } from "./coalesced-timeouts";

/** The browser's timers, counted: what the provider asks of the platform is what it costs. */
function countedPlatform() {
  const calls = { setTimeout: 0, clearTimeout: 0 };
  return {
    calls,
    platform: {
      setTimeout: (callback: () => void, delay: number) => {
        calls.setTimeout += 1;
        return setTimeout(callback, delay) as unknown as number;
      },
      clearTimeout: (id: number | undefined) => {
        calls.clearTimeout += 1;
        clearTimeout(id);
      },
      setInterval: (callback: () => void, delay: number) => setInterval(callback, delay) as unknown as number,
      clearInterval: (id: number | undefined) => clearInterval(id),
      now: () => Date.now(),
    },
  };
}

describe("coalescedTimeouts", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("serves many long timers with one browser timer, each callback when its time has come", () => {
    const { calls, platform } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    const fired: string[] = [];
    timers.setTimeout(() => fired.push("stale"), 30_000);
    for (let i = 0; i < 50; i += 1) timers.setTimeout(() => fired.push("stale 60"), 60_000);
    timers.setTimeout(() => fired.push("gc"), 300_000);
    expect(calls.setTimeout).toBe(1);

    vi.advanceTimersByTime(29_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(["stale"]);
    vi.advanceTimersByTime(30_000);
    expect(fired).toHaveLength(51);
    vi.advanceTimersByTime(240_000);
    expect(fired.at(-1)).toBe("gc");
  });

  it("fires at most a second late", () => {
    const timers = coalescedTimeouts();
    const fired = vi.fn();
    vi.setSystemTime(1_000_400);
    timers.setTimeout(fired, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it("wakes earlier when a sooner timer comes after a later one", () => {
    const timers = coalescedTimeouts();
    const gc = vi.fn();
    const stale = vi.fn();
    timers.setTimeout(gc, 300_000);
    timers.setTimeout(stale, 2_000);
    vi.advanceTimersByTime(2_000);
    expect(stale).toHaveBeenCalledTimes(1);
    expect(gc).not.toHaveBeenCalled();
  });

  it("never runs a cleared timer, and keeps the others", () => {
    const timers = coalescedTimeouts();
    const cleared = vi.fn();
    const kept = vi.fn();
    const id = timers.setTimeout(cleared, 10_000);
    timers.setTimeout(kept, 20_000);
    timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(20_000);
    expect(cleared).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it("leaves short timers to the browser, on time, and clears them there", () => {
    const { calls, platform } = countedPlatform();
    const timers = coalescedTimeouts(platform);
    const batch = vi.fn();
    const retry = vi.fn();
    timers.setTimeout(batch, 0);
    const id = timers.setTimeout(retry, 300);
    expect(calls.setTimeout).toBe(2);
    timers.clearTimeout(id);
    expect(calls.clearTimeout).toBe(1);
    vi.advanceTimersByTime(300);
    expect(batch).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });

  it("takes timers set by a callback that runs", () => {
    const timers = coalescedTimeouts();
    const second = vi.fn();
    timers.setTimeout(() => timers.setTimeout(second, 5_000), 5_000);
    vi.advanceTimersByTime(10_000);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("does not run a due timer that an earlier callback cleared", () => {
    const timers = coalescedTimeouts();
    const second = vi.fn();
    let secondId = 0;
    timers.setTimeout(() => timers.clearTimeout(secondId), 5_000);
    secondId = timers.setTimeout(second, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(second).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, AutosaveQueue, type SaveOutcome } from "../autosave-queue";

afterEach(() => vi.useRealTimers());

describe("autosave queue", () => {
  it("retries a failed save, and arms nothing once disposed", async () => {
    vi.useFakeTimers();
    const outcomes: SaveOutcome[] = ["failed", "saved"];
    const save = vi.fn(async () => outcomes.shift() ?? "saved");
    const states: string[] = [];
    const queue = new AutosaveQueue(save, (s) => states.push(s));
    queue.schedule();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(states).toEqual(["pending", "saving", "error"]);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS);
    expect(save).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toBe("saved");

    // The page goes while a save is on its way; that save then fails (navigation cancelled it).
    let fail = (): void => undefined;
    save.mockImplementation(() => new Promise<SaveOutcome>((resolve) => (fail = () => resolve("failed"))));
    queue.schedule();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    queue.dispose();
    fail();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_RETRY_MS * 3);
    expect(save).toHaveBeenCalledTimes(3);
  });

  it("flush saves at once and reports whether everything is saved; a conflict stops it", async () => {
    const save = vi.fn(async (): Promise<SaveOutcome> => "stop");
    const queue = new AutosaveQueue(save, () => undefined);
    queue.schedule();
    expect(await queue.flush()).toBe(false);
    expect(queue.state).toBe("pending");
    save.mockImplementation(async () => "saved");
    queue.schedule();
    expect(await queue.flush()).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });
});

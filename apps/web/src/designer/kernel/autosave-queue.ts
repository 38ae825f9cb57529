/** Saving starts this long after the last edit, so a burst of edits is one PUT within 2 s. */
export const AUTOSAVE_DELAY_MS = 1000;
/** After a failed save, the next attempt (the edits stay in the local backstop meanwhile). */
export const AUTOSAVE_RETRY_MS = 5000;

export type SaveState = "idle" | "pending" | "saving" | "saved" | "error";

/** What a save attempt ended in: "stop" (a conflict) waits for the person instead of retrying. */
export type SaveOutcome = "saved" | "failed" | "stop";

/**
 * The autosave's timing, apart from React: debounced saves, one at a time, a retry after a
 * failure, and flush() for publishing (save now, then report whether everything is saved).
 */
export class AutosaveQueue {
  state: SaveState = "idle";
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  /** Edits arrived while a save was running: save again after it. */
  private again = false;
  /** The page is gone: a save that ends now arms no retry (leaving said "discard"). */
  private disposed = false;

  constructor(
    private readonly save: () => Promise<SaveOutcome>,
    private readonly onState: (state: SaveState) => void,
  ) {}

  /** An edit happened: save it soon. */
  schedule(delay = AUTOSAVE_DELAY_MS): void {
    if (this.running) this.again = true;
    // After a failure the words stay "Not saved: retrying" until a save succeeds.
    if (this.state !== "error") this.set("pending");
    this.arm(delay);
  }

  /** Saves whatever is unsaved now; true when the server then holds every edit. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.running) await this.running;
    if (this.state === "pending" || this.state === "error") await this.run();
    return this.state === "saved" || this.state === "idle";
  }

  /** Nothing unsaved any more (published, discarded, reloaded): forget pending work. */
  settle(state: SaveState = "idle"): void {
    clearTimeout(this.timer);
    this.again = false;
    this.set(state);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }

  private arm(delay: number): void {
    clearTimeout(this.timer);
    if (this.disposed) return;
    this.timer = setTimeout(() => void this.run(), delay);
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    clearTimeout(this.timer);
    this.again = false;
    this.set("saving");
    this.running = this.save()
      .catch((): SaveOutcome => "failed")
      .then((outcome) => {
        this.running = null;
        if (outcome === "stop") return this.set("pending");
        if (outcome === "failed") {
          this.set("error");
          return this.arm(AUTOSAVE_RETRY_MS);
        }
        if (this.again) return this.schedule();
        this.set("saved");
      });
    return this.running;
  }

  private set(state: SaveState): void {
    if (this.state === state) return;
    this.state = state;
    this.onState(state);
  }
}

import { LOBBY_EVENT, LOBBY_SUPERSEDED_EVENT, ZActivityEvent, type TActivityEvent } from "@fsm/contracts";

/** What the lobby shows: the events (newest first), and how fresh they are. */
export type LobbyFeedState = {
  events: TActivityEvent[];
  /**
   * loading: nothing on screen yet; connecting: the first events are shown, the stream not yet
   * open; live: the stream is open; reconnecting: cut, the events stay; ended: signed out;
   * superseded: the server closed it for a newer tab's stream (the caps), and it stays closed.
   */
  status: "loading" | "connecting" | "live" | "reconnecting" | "ended" | "superseded";
  /** When the page last heard from the server (epoch ms), for "Updated hh:mm". */
  updatedAt: number | null;
};

/** The part of EventSource the controller uses (tests pass a fake). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type LobbyFeedDeps = {
  /** The caller's newest events, newest first. */
  loadRecent(limit: number): Promise<TActivityEvent[]>;
  getTicket(): Promise<string>;
  streamUrl(ticket: string, after: string | null): string;
  openStream(url: string): EventSourceLike;
  /** true when an error means the session is over (401): stop instead of retrying. */
  isSignedOut(error: unknown): boolean;
  onSignedOut?(error: unknown): void;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Waits before the next attempt after a cut: quick at first, then every 15 s at most. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

/**
 * The lobby's live feed without a view (ARCHITECTURE §2 rule 5): loads the newest events, opens
 * the event stream with a fresh ticket after the newest one, adds each pushed event once, and on a
 * cut keeps what is on screen, tries again with a new ticket from the last event it holds (the
 * server replays what was missed), and never clears the list.
 */
export class LobbyFeedController {
  private state: LobbyFeedState = { events: [], status: "loading", updatedAt: null };
  private readonly listeners = new Set<() => void>();
  private readonly ids = new Set<string>();
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private loaded = false;
  private stopped = false;

  constructor(
    private readonly deps: LobbyFeedDeps,
    private readonly max: number,
  ) {}

  getState = (): LobbyFeedState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The id the stream resumes after: the newest event on screen. */
  get lastEventId(): string | null {
    return this.state.events[0]?.id ?? null;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private set(next: Partial<LobbyFeedState>): void {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((l) => l());
  }

  private async connect(): Promise<void> {
    this.timer = null;
    try {
      if (!this.loaded) {
        const recent = await this.deps.loadRecent(this.max);
        if (this.stopped) return;
        this.loaded = true;
        this.add([...recent].reverse());
      }
      const ticket = await this.deps.getTicket();
      if (this.stopped) return;
      this.open(this.deps.streamUrl(ticket, this.lastEventId));
    } catch (error) {
      this.fail(error);
    }
  }

  private open(url: string): void {
    const source = this.deps.openStream(url);
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      this.set({ status: "live", updatedAt: this.deps.now() });
    };
    source.addEventListener(LOBBY_EVENT, (message) => {
      const parsed = ZActivityEvent.safeParse(parseJson(message.data));
      if (parsed.success) this.add([parsed.data]);
    });
    // Reconnecting would only close another tab's stream in turn (the server's caps): stop here.
    source.addEventListener(LOBBY_SUPERSEDED_EVENT, () => {
      if (this.source !== source) return;
      this.stop();
      this.set({ status: "superseded" });
    });
    // The browser would retry with the same (spent) ticket: close and reconnect with a new one.
    source.onerror = () => {
      if (this.source !== source) return;
      source.close();
      this.source = null;
      this.fail(null);
    };
  }

  /** Oldest first; each id once, newest on top, at most `max` kept. */
  private add(events: TActivityEvent[]): void {
    const fresh = events.filter((e) => !this.ids.has(e.id));
    fresh.forEach((e) => this.ids.add(e.id));
    const all = [...fresh.reverse(), ...this.state.events];
    all.slice(this.max).forEach((e) => this.ids.delete(e.id));
    this.set({
      events: all.slice(0, this.max),
      updatedAt: this.deps.now(),
      status: this.state.status === "loading" ? "connecting" : this.state.status,
    });
  }

  private fail(error: unknown): void {
    if (this.stopped) return;
    if (error !== null && this.deps.isSignedOut(error)) {
      this.stop();
      this.set({ status: "ended" });
      this.deps.onSignedOut?.(error);
      return;
    }
    this.set({ status: this.loaded ? "reconnecting" : "loading" });
    const wait = RETRY_MS[Math.min(this.attempt, RETRY_MS.length - 1)]!;
    this.attempt += 1;
    this.timer = this.deps.setTimer(() => void this.connect(), wait);
  }
}

import { LOBBY_EVENT, LOBBY_SUPERSEDED_EVENT, type TActivityEvent } from "@fsm/contracts";
import { describe, expect, it, vi } from "vitest";
import { LobbyFeedController, type EventSourceLike, type LobbyFeedDeps } from "./lobby-feed-controller";

const note = (id: number, text = `note ${id}`): TActivityEvent => ({
  id: `note:${id}`,
  kind: "note",
  occurred_at: new Date(Date.UTC(2030, 0, 1, 12, 0, id)).toISOString(),
  record: { table: "service_requests", id: 7, number: "SR-000007" },
  summary: { actor: "Sam Staff", noteKind: "NOTE", excerpt: text },
});

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  private readonly supersededListeners: (() => void)[] = [];
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === LOBBY_EVENT) this.listeners.push(listener);
    if (type === LOBBY_SUPERSEDED_EVENT)
      this.supersededListeners.push(() => listener(new MessageEvent(type)));
  }
  /** The server closes the stream for a newer tab's: it says so, then ends (which the browser reports as an error). */
  supersede() {
    this.supersededListeners.forEach((l) => l());
    this.onerror?.(new Event("error"));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event("open"));
  }
  push(event: TActivityEvent) {
    this.listeners.forEach((l) => l(new MessageEvent(LOBBY_EVENT, { data: JSON.stringify(event) })));
  }
  cut() {
    this.onerror?.(new Event("error"));
  }
}

/** A controller over fakes: the server's recent events, tickets, streams and timers are the test's. */
function setup(recent: TActivityEvent[], max = 20) {
  const sources: FakeSource[] = [];
  const timers: (() => void)[] = [];
  let tickets = 0;
  let clock = Date.UTC(2030, 0, 1, 12, 30);
  const ticketAnswers: (() => Promise<string>)[] = [];
  const deps: LobbyFeedDeps = {
    loadRecent: vi.fn(async () => recent),
    getTicket: vi.fn(() => (ticketAnswers.shift() ?? (async () => `t${++tickets}`))()),
    streamUrl: (ticket, after) => `/api/lobby/events?ticket=${ticket}${after ? `&after=${after}` : ""}`,
    openStream: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    isSignedOut: (error) => error === "401",
    onSignedOut: vi.fn(),
    now: () => clock,
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  };
  const controller = new LobbyFeedController(deps, max);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    controller,
    deps,
    sources,
    ticketAnswers,
    latest: () => sources.at(-1)!,
    ids: () => controller.getState().events.map((e) => e.id),
    advance: (ms: number) => (clock += ms),
    /** Runs the retry the controller scheduled. */
    retry: async () => {
      timers.shift()?.();
      await settle();
    },
    pending: () => timers.length,
    settle,
  };
}

describe("LobbyFeedController", () => {
  it("stays closed, and says so, when the server closes its stream for a newer tab's", async () => {
    const s = setup([note(1)]);
    s.controller.start();
    await s.settle();
    s.latest().open();
    s.latest().supersede();
    await s.settle();
    expect(s.controller.getState().status).toBe("superseded");
    expect(s.latest().closed).toBe(true);
    expect(s.pending()).toBe(0); // no reconnect, which would close another tab's stream in turn
    expect(s.sources).toHaveLength(1);
  });

  it("shows the newest events, then opens the stream after the newest and puts pushed events on top, each once", async () => {
    const s = setup([note(3), note(2), note(1)]);
    s.controller.start();
    await s.settle();
    expect(s.ids()).toEqual(["note:3", "note:2", "note:1"]);
    expect(s.latest().url).toBe("/api/lobby/events?ticket=t1&after=note:3");
    s.latest().open();
    expect(s.controller.getState().status).toBe("live");
    s.latest().push(note(4));
    s.latest().push(note(4));
    s.latest().push(note(3));
    expect(s.ids()).toEqual(["note:4", "note:3", "note:2", "note:1"]);
  });

  it("keeps the events through a cut, says since when, and resumes after the last event with a new ticket", async () => {
    const s = setup([note(1)]);
    s.controller.start();
    await s.settle();
    s.latest().open();
    s.latest().push(note(2));
    const updated = s.controller.getState().updatedAt;
    const first = s.latest();
    s.advance(60_000);
    first.cut();
    expect(first.closed).toBe(true);
    expect(s.controller.getState()).toMatchObject({ status: "reconnecting", updatedAt: updated });
    expect(s.ids()).toEqual(["note:2", "note:1"]);

    await s.retry();
    expect(s.latest()).not.toBe(first);
    expect(s.latest().url).toBe("/api/lobby/events?ticket=t2&after=note:2");
    // The server replays what was missed, then live ones; an event shown already is not repeated.
    s.latest().open();
    s.latest().push(note(2));
    s.latest().push(note(3));
    s.latest().push(note(4));
    expect(s.ids()).toEqual(["note:4", "note:3", "note:2", "note:1"]);
    expect(s.controller.getState().status).toBe("live");
    expect(s.deps.loadRecent).toHaveBeenCalledTimes(1);
  });

  it("keeps trying while the network is down, and stops when the session is over", async () => {
    const s = setup([note(1)]);
    s.controller.start();
    await s.settle();
    s.latest().open();
    s.latest().cut();
    s.ticketAnswers.push(() => Promise.reject(new Error("network")));
    await s.retry();
    expect(s.controller.getState().status).toBe("reconnecting");
    expect(s.pending()).toBe(1);
    s.ticketAnswers.push(() => Promise.reject("401"));
    await s.retry();
    expect(s.controller.getState().status).toBe("ended");
    expect(s.controller.getState().events.map((e) => e.id)).toEqual(["note:1"]);
    expect(s.deps.onSignedOut).toHaveBeenCalledTimes(1);
    expect(s.pending()).toBe(0);
  });

  it("keeps at most `max` events, and a stop (logout) closes the stream", async () => {
    const s = setup([note(2), note(1)], 3);
    s.controller.start();
    await s.settle();
    s.latest().open();
    s.latest().push(note(3));
    s.latest().push(note(4));
    expect(s.ids()).toEqual(["note:4", "note:3", "note:2"]);
    s.controller.stop();
    expect(s.latest().closed).toBe(true);
  });

  it("retries the first load when it fails, without showing an empty feed", async () => {
    const s = setup([note(1)]);
    vi.mocked(s.deps.loadRecent).mockRejectedValueOnce(new Error("network"));
    s.controller.start();
    await s.settle();
    expect(s.controller.getState().status).toBe("loading");
    await s.retry();
    expect(s.ids()).toEqual(["note:1"]);
    expect(s.controller.getState().status).toBe("connecting");
  });
});

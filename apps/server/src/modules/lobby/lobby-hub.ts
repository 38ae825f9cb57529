import type { FastifyInstance } from "fastify";
import { activityViewer } from "../../engine/activity/activity.service.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { SESSIONS_TOPIC } from "../../platform/sessions/session-revocations.js";
import { openSessions } from "./lobby-tickets.repository.js";
import {
  LOBBY_STREAMS_PER_PERSON,
  LOBBY_STREAMS_PER_SESSION,
  LOBBY_VIEWERS_PER_READ,
} from "./lobby-limits.js";
import { SharedRead } from "./lobby-shared-read.js";
import type { LobbyStream } from "./lobby-stream.js";

/** The change-bus topic the activity tables' trigger notifies at commit (migration 0011). */
export const ACTIVITY_TOPIC = "activity";

/** Default heartbeat: well under the 60 s idle cut of common proxies and load balancers. */
export const LOBBY_HEARTBEAT_MS = 15_000;

/**
 * This instance's open lobby streams. Every instance hears every activity notice on the change
 * bus and makes one shared read per group of viewer kinds (SharedRead), which hands each event to
 * the streams allowed to see it; a session revocation (logout, password change) closes that
 * session's streams; closing the app ends them all first, so the server's close does not wait on
 * connections that never finish. The caps (lobby-limits.ts) close a person's oldest streams.
 */
export class LobbyHub {
  /** In the order they opened: the first of a session or person is its oldest. */
  private readonly streams = new Set<LobbyStream>();
  private readonly placed = new Map<LobbyStream, { read: SharedRead; key: string }>();
  private reads: SharedRead[] = [];

  constructor(
    private readonly app: FastifyInstance,
    heartbeatMs: number,
  ) {
    app.changes.subscribe(ACTIVITY_TOPIC, () => this.reads.forEach((r) => void r.wake()));
    app.changes.subscribe(SESSIONS_TOPIC, () => void this.closeEnded());
    const timer = setInterval(() => {
      this.streams.forEach((s) => s.heartbeat());
      void this.closeEnded();
    }, heartbeatMs);
    timer.unref();
    app.addHook("preClose", async () => {
      clearInterval(timer);
      [...this.streams].forEach((s) => this.end(s));
    });
  }

  /** Registers a stream for live events (after making room under the caps); answers its removal. */
  add(stream: LobbyStream): () => void {
    this.makeRoom(stream.actor);
    const viewer = activityViewer(stream.actor);
    const read =
      this.reads.find((r) => r.has(viewer.key)) ??
      this.reads.find((r) => r.size < LOBBY_VIEWERS_PER_READ) ??
      this.newRead();
    read.add(viewer, stream);
    this.streams.add(stream);
    this.placed.set(stream, { read, key: viewer.key });
    return () => this.remove(stream);
  }

  /**
   * Over a cap the oldest streams close, the session's first and then the person's: the tab just
   * opened is the one the user is looking at. The closed stream is told why (superseded), so its
   * tab pauses instead of reconnecting and closing another in turn; reloading it resumes (and
   * replays what it missed). Refusing the new stream would leave the newest tab without a feed.
   */
  private makeRoom(actor: Actor): void {
    const trim = (mine: LobbyStream[], cap: number) =>
      mine.slice(0, Math.max(0, mine.length - cap + 1)).forEach((s) => {
        s.supersede();
        this.remove(s);
      });
    trim(
      [...this.streams].filter((s) => s.actor.sessionId === actor.sessionId),
      LOBBY_STREAMS_PER_SESSION,
    );
    trim(
      [...this.streams].filter((s) => s.actor.personId === actor.personId),
      LOBBY_STREAMS_PER_PERSON,
    );
  }

  private newRead(): SharedRead {
    const read = new SharedRead(this.app.db, (err) =>
      this.app.log.warn({ err }, "lobby: reading events failed"),
    );
    this.reads.push(read);
    return read;
  }

  private remove(stream: LobbyStream): void {
    this.streams.delete(stream);
    const place = this.placed.get(stream);
    if (!place) return;
    this.placed.delete(stream);
    place.read.remove(place.key, stream);
    // An empty read is dropped: one made later starts afresh at the database's clock.
    if (!place.read.size) this.reads = this.reads.filter((r) => r !== place.read);
  }

  private end(stream: LobbyStream): void {
    stream.close();
    this.remove(stream);
  }

  /** Closes the streams whose session has been revoked or has run out. */
  private async closeEnded(): Promise<void> {
    if (!this.streams.size) return;
    // Only the streams asked about: one opened while the query runs has a session the answer
    // does not name, and closing it would end a fresh stream at once.
    const checked = [...this.streams];
    try {
      const open = await openSessions(this.app.db, [...new Set(checked.map((s) => s.actor.sessionId))]);
      for (const s of checked) if (!open.has(s.actor.sessionId)) this.end(s);
    } catch (err) {
      this.app.log.warn({ err }, "lobby: session check failed");
    }
  }
}

import type { FastifyInstance } from "fastify";
import { SESSIONS_TOPIC } from "../../platform/sessions/session-revocations.js";
import { openSessions } from "./lobby-tickets.repository.js";
import type { LobbyStream } from "./lobby-stream.js";

/** The change-bus topic the activity tables' trigger notifies at commit (migration 0011). */
export const ACTIVITY_TOPIC = "activity";

/** Default heartbeat: well under the 60 s idle cut of common proxies and load balancers. */
export const LOBBY_HEARTBEAT_MS = 15_000;

/**
 * This instance's open lobby streams. Every instance hears every activity notice on the change
 * bus and lets each of its streams read what its caller may see; a session revocation (logout,
 * password change) closes that session's streams; closing the app ends them all first, so the
 * server's close does not wait on connections that never finish.
 */
export class LobbyHub {
  private readonly streams = new Set<LobbyStream>();

  constructor(
    private readonly app: FastifyInstance,
    heartbeatMs: number,
  ) {
    app.changes.subscribe(ACTIVITY_TOPIC, () => this.streams.forEach((s) => void s.wake()));
    app.changes.subscribe(SESSIONS_TOPIC, () => void this.closeEnded());
    const timer = setInterval(() => {
      this.streams.forEach((s) => s.heartbeat());
      void this.closeEnded();
    }, heartbeatMs);
    timer.unref();
    app.addHook("preClose", async () => {
      clearInterval(timer);
      this.streams.forEach((s) => s.close());
      this.streams.clear();
    });
  }

  add(stream: LobbyStream): () => void {
    this.streams.add(stream);
    return () => this.streams.delete(stream);
  }

  /** Closes the streams whose session has been revoked or has run out. */
  private async closeEnded(): Promise<void> {
    if (!this.streams.size) return;
    // Only the streams asked about: one opened while the query runs has a session the answer
    // does not name, and closing it would end a fresh stream at once.
    const checked = [...this.streams];
    try {
      const open = await openSessions(this.app.db, [...new Set(checked.map((s) => s.actor.sessionId))]);
      for (const s of checked) if (!open.has(s.actor.sessionId)) s.close();
    } catch (err) {
      this.app.log.warn({ err }, "lobby: session check failed");
    }
  }
}

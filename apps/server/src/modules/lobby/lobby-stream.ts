import type { ServerResponse } from "node:http";
import { LOBBY_EVENT, LOBBY_SUPERSEDED_EVENT, type TActivityEvent } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { activitySince, type ActivityPosition } from "../../engine/activity/activity.service.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { LiveReceiver } from "./lobby-shared-read.js";
import { LOBBY_LOOKBACK_MS, LOBBY_PAGE, shiftInstant } from "./lobby-window.js";

type Held = { event: TActivityEvent; position: ActivityPosition };

/**
 * One subscriber's Server-Sent Events stream: the caller's events after its starting position,
 * in the feed's order, each once. It reads what it missed by itself once, when it opens; after
 * that the hub's shared read hands it the live events its caller may see (LobbyHub).
 */
export class LobbyStream implements LiveReceiver {
  private readonly seen = new Map<string, string>();
  /** Live events handed over while catching up: sent after the backlog, in the order received. */
  private held: Held[] | null = [];
  /** Older events are behind what the client holds (its window was marked sent when it opened). */
  private readonly oldest: string | undefined;
  closed = false;

  constructor(
    private readonly raw: ServerResponse,
    private readonly db: Db,
    readonly actor: Actor,
    /** Where the client stands: this event and those before it are on its screen. */
    private readonly floor: ActivityPosition | undefined,
    private readonly onError: (err: unknown) => void,
  ) {
    this.oldest = floor && shiftInstant(floor.at, -LOBBY_LOOKBACK_MS);
  }

  /**
   * Sends what happened since the client's position, then what was handed over meanwhile. The
   * stream is already registered with the hub, so nothing that commits during the reads is lost.
   * A failed read closes the stream: the client reconnects from the last event it has and the
   * replay runs again, rather than a gap it would never notice.
   */
  async catchUp(): Promise<void> {
    try {
      await this.prime();
      await this.readBacklog();
    } catch (err) {
      if (!this.closed) this.onError(err);
      this.close();
      return;
    }
    const held = this.held ?? [];
    this.held = null;
    for (const { event, position } of held) this.sendOnce(event, position);
  }

  deliver(event: TActivityEvent, position: ActivityPosition): void {
    if (this.closed || (this.oldest !== undefined && position.at < this.oldest)) return;
    if (this.held) this.held.push({ event, position });
    else this.sendOnce(event, position);
  }

  forget(before: string): void {
    for (const [id, at] of this.seen) if (at < before) this.seen.delete(id);
  }

  /**
   * What the client holds: the events of the window before its starting position, as they stand
   * when it connects, count as sent (a row that commits later inside that window still goes out).
   */
  private async prime(): Promise<void> {
    const floor = this.floor;
    if (!floor) return;
    const floorId = `${floor.source}:${floor.rowId}`;
    let after: ActivityPosition | undefined;
    for (;;) {
      const page = await activitySince(this.db, this.actor, after, this.oldest, LOBBY_PAGE);
      for (const { event, position } of page) {
        if (position.at > floor.at) return;
        this.seen.set(event.id, position.at);
        if (event.id === floorId) return;
      }
      if (page.length < LOBBY_PAGE) return;
      after = page.at(-1)!.position;
    }
  }

  /** The caller's events from the window before its position on, those not marked sent. */
  private async readBacklog(): Promise<void> {
    let after: ActivityPosition | undefined;
    for (;;) {
      const page = await activitySince(this.db, this.actor, after, this.oldest, LOBBY_PAGE);
      for (const { event, position } of page) {
        if (this.closed) return;
        this.sendOnce(event, position);
      }
      if (page.length < LOBBY_PAGE) return;
      after = page.at(-1)!.position;
    }
  }

  private sendOnce(event: TActivityEvent, position: ActivityPosition): void {
    if (this.closed || this.seen.has(event.id)) return;
    this.seen.set(event.id, position.at);
    this.raw.write(`id: ${event.id}\nevent: ${LOBBY_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** A comment line: keeps proxies and load balancers from closing a quiet connection. */
  heartbeat(): void {
    if (!this.closed) this.raw.write(`: heartbeat ${new Date().toISOString()}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.raw.end();
  }

  /** Closed for a newer stream (the caps): the client is told, so it does not reconnect. */
  supersede(): void {
    if (!this.closed) this.raw.write(`event: ${LOBBY_SUPERSEDED_EVENT}\ndata: {}\n\n`);
    this.close();
  }
}

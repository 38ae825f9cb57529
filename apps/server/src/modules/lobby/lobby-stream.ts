import type { ServerResponse } from "node:http";
import { LOBBY_EVENT, type TActivityEvent } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { activitySince, type ActivityPosition } from "../../engine/activity/activity.service.js";
import type { Actor } from "../../platform/sessions/actor.js";

/** Events read per round trip while catching up. */
const PAGE = 100;

/**
 * How far back a live stream re-reads. An event's instant is its transaction's start, so a
 * transaction that commits after a later-started one shows up "in the past": re-reading a short
 * window (and skipping ids already sent) lets it through instead of skipping it.
 */
const LOOKBACK_MS = 10_000;

const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * One subscriber's Server-Sent Events stream: the caller's events after its starting position,
 * in the feed's order, each once, re-read through the activity feed's scope on every wake-up
 * (a notice says only "something happened"; what the caller may see is decided here).
 */
export class LobbyStream {
  private readonly seen = new Map<string, string>();
  private highest: string | undefined;
  private reading = false;
  private primed = false;
  private again = false;
  closed = false;

  constructor(
    private readonly raw: ServerResponse,
    private readonly db: Db,
    readonly actor: Actor,
    /** Where the client stands: this event and those before it are on its screen. */
    private readonly floor: ActivityPosition | undefined,
    private readonly onError: (err: unknown) => void,
  ) {
    this.highest = floor?.at;
  }

  /** Reads and sends what is new; calls during a read make it read once more afterwards. */
  async wake(): Promise<void> {
    if (this.closed) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      if (!this.primed) await this.prime();
      this.primed = true;
      do {
        this.again = false;
        await this.readNew();
      } while (this.again && !this.closed);
    } catch (err) {
      if (!this.closed) this.onError(err);
    } finally {
      this.reading = false;
    }
  }

  /**
   * What the client holds: the events of the window before its starting position, as they stand
   * when it connects, count as sent (a row that commits later inside that window still goes out).
   */
  private async prime(): Promise<void> {
    const floor = this.floor;
    if (!floor) return;
    const floorId = `${floor.source}:${floor.rowId}`;
    const notBefore = shift(floor.at, -LOOKBACK_MS);
    let after: ActivityPosition | undefined;
    for (;;) {
      const page = await activitySince(this.db, this.actor, after, notBefore, PAGE);
      for (const { event, position } of page) {
        if (position.at > floor.at) return;
        this.seen.set(event.id, position.at);
        if (event.id === floorId) return;
      }
      if (page.length < PAGE) return;
      after = page.at(-1)!.position;
    }
  }

  private async readNew(): Promise<void> {
    const notBefore = this.highest === undefined ? undefined : shift(this.highest, -LOOKBACK_MS);
    let after: ActivityPosition | undefined;
    for (;;) {
      const page = await activitySince(this.db, this.actor, after, notBefore, PAGE);
      for (const { event, position } of page) {
        if (this.closed) return;
        if (this.seen.has(event.id)) continue;
        this.seen.set(event.id, position.at);
        if (this.highest === undefined || position.at > this.highest) this.highest = position.at;
        this.send(event);
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!.position;
    }
    // Ids older than any window still to be read can never come back.
    if (notBefore !== undefined) for (const [id, at] of this.seen) if (at < notBefore) this.seen.delete(id);
  }

  private send(event: TActivityEvent): void {
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
}

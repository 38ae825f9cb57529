import type { TActivityEvent } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import {
  activityNow,
  activitySinceShared,
  type ActivityPosition,
  type ActivityViewer,
} from "../../engine/activity/activity.service.js";
import { LOBBY_LOOKBACK_MS, LOBBY_PAGE, shiftInstant } from "./lobby-window.js";

/** What a shared read hands a stream. */
export interface LiveReceiver {
  deliver(event: TActivityEvent, position: ActivityPosition): void;
  /** Ids of events older than `before` will never be handed over again. */
  forget(before: string): void;
}

type Viewer = ActivityViewer & { streams: Set<LiveReceiver> };

/**
 * One database read per activity notice for all the streams of up to LOBBY_VIEWERS_PER_READ
 * viewer kinds (issue 26: each stream used to re-read every event itself, so 2,000 streams of one
 * customer made everyone's events 50 times slower). The read asks SQL, per viewer kind, which of
 * the new events that kind may see (its own row scope), and hands each event to the streams of
 * the kinds that may: one company's events never reach another's streams.
 */
export class SharedRead {
  private readonly viewers = new Map<string, Viewer>();
  private readonly seen = new Map<string, string>();
  private highest: string | undefined;
  private reading = false;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** How many viewer kinds it serves. */
  get size(): number {
    return this.viewers.size;
  }

  has(key: string): boolean {
    return this.viewers.has(key);
  }

  add(viewer: ActivityViewer, stream: LiveReceiver): void {
    let kind = this.viewers.get(viewer.key);
    if (!kind) this.viewers.set(viewer.key, (kind = { ...viewer, streams: new Set() }));
    kind.streams.add(stream);
  }

  remove(key: string, stream: LiveReceiver): void {
    const kind = this.viewers.get(key);
    if (!kind) return;
    kind.streams.delete(stream);
    if (!kind.streams.size) this.viewers.delete(key);
  }

  /** Reads and hands out what is new; a notice during a read makes it read once more afterwards. */
  async wake(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = true;
    try {
      do {
        this.again = false;
        await this.read();
      } while (this.again && this.viewers.size);
    } catch (err) {
      this.onError(err);
    } finally {
      this.reading = false;
    }
  }

  private async read(): Promise<void> {
    if (!this.viewers.size) return;
    // A read that has handed out nothing starts at the database's clock: each stream caught up
    // on what came before by itself when it opened.
    this.highest ??= await activityNow(this.db);
    const notBefore = shiftInstant(this.highest, -LOBBY_LOOKBACK_MS);
    let after: ActivityPosition | undefined;
    for (;;) {
      // The kinds as they stand for this statement: a stream that joins later gets what commits
      // after it joined from a later read, and what came before from its own catching up.
      const kinds = [...this.viewers.values()];
      const page = await activitySinceShared(this.db, kinds, after, notBefore, LOBBY_PAGE);
      for (const { event, position, seenBy } of page) {
        if (this.seen.has(event.id)) continue;
        this.seen.set(event.id, position.at);
        if (position.at > this.highest) this.highest = position.at;
        kinds.forEach((kind, i) => {
          if (seenBy[i]) kind.streams.forEach((s) => s.deliver(event, position));
        });
      }
      if (page.length < LOBBY_PAGE) break;
      after = page.at(-1)!.position;
    }
    // Ids older than any window still to be read can never come back.
    for (const [id, at] of this.seen) if (at < notBefore) this.seen.delete(id);
    for (const kind of this.viewers.values()) kind.streams.forEach((s) => s.forget(notBefore));
  }
}

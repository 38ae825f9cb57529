import type { TScreenResponse } from "@fsm/contracts";
import fp from "fastify-plugin";

export const SCREENS_TOPIC = "screens";

/**
 * Presented screens by upper-cased name (spec §4 keys screens by upper-cased name), per instance.
 * Cleared completely on every screen write anywhere: the change bus carries it to every instance.
 */
export class ScreenCache {
  private readonly entries = new Map<string, TScreenResponse>();
  clears = 0;

  get = (name: string) => this.entries.get(name.toUpperCase());
  /** Stores only if no clear happened since `generation` was read, so a read racing a write never caches stale data. */
  set(name: string, screen: TScreenResponse, generation: number) {
    if (generation === this.clears) this.entries.set(name.toUpperCase(), screen);
  }
  get size() {
    return this.entries.size;
  }
  clear() {
    this.entries.clear();
    this.clears += 1;
  }
}

export const screenCachePlugin = fp(
  async (app) => {
    const cache = new ScreenCache();
    app.changes.subscribe(SCREENS_TOPIC, () => cache.clear());
    app.decorate("screenCache", cache);
  },
  { name: "screen-cache", dependencies: ["change-bus"] },
);

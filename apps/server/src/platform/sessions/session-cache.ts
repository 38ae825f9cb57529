import type { findSessionByTokenHash } from "./sessions.repository.js";

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

import { revocationGeneration } from "./session-revocations.js";

export { SESSIONS_TOPIC, sessionsChanged } from "./session-revocations.js";

/**
 * Resolved sessions by token hash for a few seconds, so an authenticated request does not pay a
 * database round trip before its own query (bench/search). Revocation stays immediate: a sign-out,
 * a password change or reset on this instance bumps the generation synchronously, and other
 * instances hear the NOTIFY the revoking transaction sent as soon as it commits. Only what changes
 * behind the app's back (a person's status or role edited in SQL, a lost notice) can outlive a
 * revocation, and then for at most `ttlMs`. Idle and absolute expiry are still checked on every
 * request against the clock; an entry that looks expired is read again before the caller is told.
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; at: number; generation: number }>();
  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): SessionRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.generation !== revocationGeneration() || now - entry.at >= this.ttlMs || now < entry.at) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  /** `readGeneration`: the generation before the row was read, so a revocation racing the read wins. */
  set(tokenHash: string, row: SessionRow, now: number, readGeneration: number) {
    if (this.ttlMs <= 0 || readGeneration !== revocationGeneration()) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { row, at: now, generation: readGeneration });
  }

  static generation = revocationGeneration;
}

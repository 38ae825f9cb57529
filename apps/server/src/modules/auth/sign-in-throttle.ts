import type { Db } from "../../db/client.js";
import { tooManyAttempts, type RateLimitRules } from "../../plugins/rate-limit/rate-limiter.js";
import {
  clearCounters,
  countHit,
  holdUntil,
  readCounter,
} from "../../platform/rate-limits/rate-limits.repository.js";

/** The escalating delay of a throttled account: 1 s after its 10th failure, doubling, at most 60 s. */
export const THROTTLE_FIRST_SECONDS = 1;
export const THROTTLE_MAX_SECONDS = 60;

export const throttleDelaySeconds = (failuresOverBudget: number) =>
  Math.min(THROTTLE_MAX_SECONDS, THROTTLE_FIRST_SECONDS * 2 ** failuresOverBudget);

const keysOf = (account: string, ip: string) => ({
  account: `signInAccount:${account}`,
  client: `signInClient:${account}:ip:${ip}`,
  wait: `signInWait:${account}:ip:${ip}`,
});

/**
 * Brute-force protection that cannot be turned against the account's owner (README "Sign-in
 * throttling"). Failures count per account and per account + client address, in 15-minute windows:
 * - a client that failed 10 times on an account is refused (429) on it until its window ends, its
 *   password not even checked;
 * - once the account has 10 failures from anyone, each further failure makes *that* client wait
 *   before its next try, 1 s doubling up to 60 s;
 * - a client that has not failed on the account is never held back, so the owner signs in from
 *   their own device while someone else hammers the account;
 * - a successful sign-in clears the account's count and that client's; a password reset clears the
 *   account's count and the resetting client's (the attacker's stay).
 * `account` is the person (e-mail and user name share it) or, for an unknown id, the typed id.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly rules: RateLimitRules,
  ) {}

  async assertMayTry(account: string, ip: string, now = new Date()): Promise<void> {
    const keys = keysOf(account, ip);
    const client = await readCounter(this.db, keys.client);
    if (client && client.resetAt > now && client.count >= this.rules.signInClient.max)
      throw tooManyAttempts(client.resetAt, now);
    const wait = await readCounter(this.db, keys.wait);
    if (wait && wait.resetAt > now) throw tooManyAttempts(wait.resetAt, now);
  }

  async recordFailure(account: string, ip: string, now = new Date()): Promise<void> {
    const keys = keysOf(account, ip);
    await countHit(this.db, keys.client, now, this.rules.signInClient.windowSeconds);
    const total = await countHit(this.db, keys.account, now, this.rules.signInAccount.windowSeconds);
    const over = total.count - this.rules.signInAccount.max;
    if (over >= 0)
      await holdUntil(this.db, keys.wait, new Date(now.getTime() + throttleDelaySeconds(over) * 1000));
  }

  /** After a successful sign-in, or a password reset, by this client. */
  async clear(account: string, ip: string): Promise<void> {
    const keys = keysOf(account, ip);
    await clearCounters(this.db, [keys.account, keys.client, keys.wait]);
  }
}

export const personAccount = (personId: number) => `person:${personId}`;

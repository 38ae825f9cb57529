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

const keysOf = (account: string, ip: string, device: string | null) => ({
  account: `signInAccount:${account}`,
  client: `signInClient:${account}:ip:${ip}`,
  wait: `signInWait:${account}:ip:${ip}`,
  device: device ? `signInDevice:${device}` : null,
});

/**
 * How an attempt is judged: `device` when it presents a trusted device cookie of the account (its
 * failures count against that cookie only), `client` otherwise (per address and account).
 */
export type Attempt = { by: "device"; device: string } | { by: "client" };

/**
 * Brute-force protection that cannot be turned against the account's owner (README "Sign-in
 * throttling"). Failures count per account, per account + client address and per device cookie,
 * in 15-minute windows:
 * - a client that failed 10 times on an account is refused (429) on it until its window ends, its
 *   password not even checked;
 * - once the account has 10 failures from anyone, each further failure makes *that* client wait
 *   before its next try, 1 s doubling up to 60 s;
 * - a client that has not failed on the account is never held back, so the owner signs in from
 *   their own device while someone else hammers the account;
 * - a browser presenting a device cookie of the account (set by an earlier successful sign-in) is
 *   not held back by any of that either, even at the attacker's address (an office NAT, a proxy
 *   with TRUST_PROXY=0); its own failures count against its cookie, and after 10 the cookie is
 *   trusted no more (OWASP device cookies), so a stolen cookie buys 10 guesses a window;
 * - a successful sign-in clears the account's count, that client's and that device's; a password
 *   reset clears the account's count and the resetting client's (the attacker's stay).
 * `account` is the person (e-mail and user name share it) or, for an unknown id, the typed id.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly rules: RateLimitRules,
  ) {}

  /** Throws 429 when this attempt must wait; else says how its failure will be counted. */
  async assertMayTry(account: string, ip: string, device: string | null, now = new Date()): Promise<Attempt> {
    const keys = keysOf(account, ip, device);
    if (device && keys.device) {
      const own = await readCounter(this.db, keys.device);
      const spent = own && own.resetAt > now && own.count >= this.rules.signInDevice.max;
      if (!spent) return { by: "device", device };
    }
    const client = await readCounter(this.db, keys.client);
    if (client && client.resetAt > now && client.count >= this.rules.signInClient.max)
      throw tooManyAttempts(client.resetAt, now);
    const wait = await readCounter(this.db, keys.wait);
    if (wait && wait.resetAt > now) throw tooManyAttempts(wait.resetAt, now);
    return { by: "client" };
  }

  async recordFailure(account: string, ip: string, attempt: Attempt, now = new Date()): Promise<void> {
    if (attempt.by === "device") {
      await countHit(this.db, `signInDevice:${attempt.device}`, now, this.rules.signInDevice.windowSeconds);
      return;
    }
    const keys = keysOf(account, ip, null);
    await countHit(this.db, keys.client, now, this.rules.signInClient.windowSeconds);
    const total = await countHit(this.db, keys.account, now, this.rules.signInAccount.windowSeconds);
    const over = total.count - this.rules.signInAccount.max;
    if (over >= 0)
      await holdUntil(this.db, keys.wait, new Date(now.getTime() + throttleDelaySeconds(over) * 1000));
  }

  /**
   * After a successful sign-in or a password reset by this client. A success by a trusted device
   * clears the account's count and that device's only: the address it came from may be the
   * attacker's too (an office NAT), whose count must stay.
   */
  async clear(account: string, ip: string, attempt: Attempt = { by: "client" }): Promise<void> {
    const keys = keysOf(account, ip, attempt.by === "device" ? attempt.device : null);
    await clearCounters(
      this.db,
      keys.device ? [keys.account, keys.device] : [keys.account, keys.client, keys.wait],
    );
  }
}

export const personAccount = (personId: number) => `person:${personId}`;

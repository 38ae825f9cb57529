import fp from "fastify-plugin";
import { deleteElapsed } from "../../platform/rate-limits/rate-limits.repository.js";
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimitName, type RateLimitRules } from "./rate-limiter.js";

export type RateLimitOptions = {
  /** Multiplies every `max` (RATE_LIMIT_FACTOR); tests raise it so only the dedicated test hits limits. */
  factor?: number;
  overrides?: Partial<RateLimitRules>;
};

export function resolveRules({ factor = 1, overrides = {} }: RateLimitOptions): RateLimitRules {
  const names = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[];
  return Object.fromEntries(
    names.map((name) => {
      const base = overrides[name] ?? DEFAULT_RATE_LIMITS[name];
      return [name, { max: Math.max(1, Math.floor(base.max * factor)), windowSeconds: base.windowSeconds }];
    }),
  ) as RateLimitRules;
}

/**
 * Database-backed limits (the rate_limits table) so a client cannot multiply its budget by being
 * balanced over several instances. Routes name their limits in `config.rateLimit` (per client
 * address) and `config.rateLimitPerson` (per signed-in person, whatever network they use); the
 * hook runs after authentication and XSRF and before body validation, so malformed floods count too.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    const limiter = new RateLimiter(app.db, resolveRules(options));
    app.decorate("rateLimiter", limiter);
    app.addHook("onRequest", async (request) => {
      const config = request.routeOptions.config;
      const subject = config.rateLimitSubject?.(request) ?? `ip:${request.ip}`;
      for (const name of config.rateLimit ?? []) await limiter.hit(name, subject);
      const person = request.actor?.personId;
      if (person !== undefined)
        for (const name of request.routeOptions.config.rateLimitPerson ?? [])
          await limiter.hit(name, `person:${person}`);
    });
    const sweep = setInterval(() => void deleteElapsed(app.db, new Date()).catch(() => undefined), 3_600_000);
    sweep.unref();
    app.addHook("onClose", async () => clearInterval(sweep));
  },
  { name: "rate-limit", dependencies: ["db"] },
);

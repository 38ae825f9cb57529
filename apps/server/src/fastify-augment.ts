import type { ZodType } from "zod";
import type { AppConfig } from "./config.js";
import type { Database, Db } from "./db/client.js";
import type { Actor, SessionState } from "./platform/sessions/actor.js";
import type { RateLimiter, RateLimitName } from "./plugins/rate-limit/rate-limiter.js";
import type { Mailer, SmsTransport } from "./platform/outbox/mailer.js";
import type { ChangeBus } from "./plugins/change-bus/change-bus.js";
import type { ScreenCache } from "./engine/screens/screen-cache.js";

/** Typed route config, request and instance decorations shared by plugins and modules. */
declare module "fastify" {
  interface FastifyContextConfig {
    /** required (default under /api), optional (actor when present) or none (public, no lookup). */
    auth?: "required" | "optional" | "none";
    /** State-changing GETs (recoverypass, verifycode) opt in; POST/PUT/PATCH/DELETE always need it. */
    xsrf?: boolean;
    /**
     * The text fields of a multipart/form-data route (read by lib/multipart-form.ts, not by Fastify's
     * body validation), published as the route's request body in the OpenAPI document.
     */
    multipartForm?: ZodType;
    /** Per-IP limits checked before validation. */
    rateLimit?: RateLimitName[];
    /** Whom `rateLimit` counts instead of the client address, when it answers (sign-in: a known device). */
    rateLimitSubject?: (request: FastifyRequest) => string | undefined;
    /** Per signed-in person limits, checked after authentication and before validation. */
    rateLimitPerson?: RateLimitName[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionState: SessionState;
  }
  interface FastifyReply {
    /** Sets an XSRF-TOKEN cookie bound to the given session (null: not signed in) unless the caller holds one. */
    issueXsrf(sessionId: number | null): void;
  }
  interface FastifyInstance {
    appConfig: AppConfig;
    database: Database;
    db: Db;
    rateLimiter: RateLimiter;
    mailer: Mailer;
    sms: SmsTransport;
    changes: ChangeBus;
    screenCache: ScreenCache;
    /** The security and caching headers of every answer, for answers that run no onRequest hook. */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void;
  }
}

export {};

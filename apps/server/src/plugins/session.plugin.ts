import { ErrorCode, message } from "@fsm/contracts";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";
import { SessionCache, SESSIONS_TOPIC, sessionsChanged } from "../platform/sessions/session-cache.js";
import { resolveSession } from "../platform/sessions/sessions.service.js";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Routes under /api are private unless they say otherwise; SPA files and 404s are public. */
export function authModeOf(request: FastifyRequest): "required" | "optional" | "none" {
  const declared = request.routeOptions.config.auth;
  if (declared) return declared;
  if (request.is404) return "none";
  const url = request.routeOptions.url ?? "";
  return url.toLowerCase().startsWith("/api/") ? "required" : "none";
}

export const needsXsrf = (request: FastifyRequest): boolean =>
  STATE_CHANGING.has(request.method) || request.routeOptions.config.xsrf === true;

/** 401 answers of spec §8; the session codes travel in the reason phrase as well as the body. */
export function unauthenticated(state: "none" | "invalid" | "expired"): AppError {
  if (state === "expired") {
    return new AppError(401, ErrorCode.SessionExpired, message("error_session_expired"), {
      reason: ErrorCode.SessionExpired,
    });
  }
  if (state === "none") {
    return new AppError(401, ErrorCode.NotSignedIn, message("error_not_signed_in"), {
      reason: ErrorCode.NotSignedIn,
    });
  }
  return new AppError(401, ErrorCode.NotAuthenticated, message("error_not_authenticated"));
}

/** How long a resolved session is reused without a database read, unless the app says otherwise. */
export const SESSION_CACHE_MS = 5_000;

/**
 * Authenticate: resolves the bearer token (Authorization header, never a URL or cookie) to a caller
 * before anything else runs, and stops private routes with the §8 codes. Resolved sessions are
 * reused for `cacheMs` (0: never); revocations clear them at once here and, through the change
 * bus, on every other instance (SessionCache says what may be delayed).
 */
export const sessionPlugin = fp<{ cacheMs?: number }>(
  async (app, { cacheMs = SESSION_CACHE_MS }) => {
    const cache = cacheMs > 0 ? new SessionCache(cacheMs) : undefined;
    app.decorateRequest("actor", null);
    app.decorateRequest("sessionState", "none");
    // The change bus is registered after this plugin; by onReady it is there.
    if (cache) app.addHook("onReady", async () => app.changes.subscribe(SESSIONS_TOPIC, sessionsChanged));
    app.addHook("onRequest", async (request) => {
      const mode = authModeOf(request);
      if (mode === "none" && !needsXsrf(request)) return;
      const { state, actor } = await resolveSession(app.db, request.headers.authorization, new Date(), cache);
      request.sessionState = state;
      request.actor = actor;
      if (mode === "required" && state !== "valid") throw unauthenticated(state);
    });
  },
  { name: "session", dependencies: ["db"] },
);

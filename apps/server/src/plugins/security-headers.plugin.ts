import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Strict headers for every answer (ARCHITECTURE §5). 'unsafe-inline' styles stay because Mantine
 * injects runtime <style> tags; scripts come from 'self' only. HSTS only when served over https.
 *
 * helmet's middleware is built once here and applied to each answer. (@fastify/helmet, used
 * before, builds a new helmet — CSP directives parsed again — on every request: about 5 % of the
 * server's CPU per search request in bench/search.)
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          // The map's MapLibre worker is a file of the portal's own build (never a blob: or a CDN).
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    // helmet 8 throws instead of passing an error to its callback; the callback only continues.
    const apply = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (isApiPath(request.url)) reply.header("cache-control", API_CACHE_CONTROL);
      applyHeaders(request.raw, reply.raw, () => done());
    };
    app.addHook("onRequest", (request, reply, done) => apply(request, reply, () => done()));
    // The router's own refusals (app.ts frameworkErrors) run no hook: they apply the headers here.
    app.decorate("applySecurityHeaders", (request: FastifyRequest, reply: FastifyReply) =>
      apply(request, reply, () => undefined),
    );
  },
  { name: "security-headers" },
);

/**
 * What every /api answer is cached as unless its route sets its own (images, branding, map files):
 * nowhere. The sign-in answer carries the bearer token and most others a customer's data, and a
 * shared or back-button cache must keep neither. Set before the route runs, so errors (401, 404,
 * 400) carry it too; the SPA's fingerprinted assets are not under /api and stay immutable.
 */
export const API_CACHE_CONTROL = "no-store";

/** /api and below (after the base-path rewrite), whatever the case. */
export const isApiPath = (url: string): boolean => /^\/api(?:[/?#]|$)/i.test(url);

/**
 * Files served from the database (images, branding SVG) must never run as a page, nor be framed:
 * this policy replaces the page CSP on those answers, so it repeats frame-ancestors.
 */
export const BLOB_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

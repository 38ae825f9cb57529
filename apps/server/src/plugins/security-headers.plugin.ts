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
    app.addHook("onRequest", (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
  },
  { name: "security-headers" },
);

/**
 * Files served from the database (images, branding SVG) must never run as a page, nor be framed:
 * this policy replaces the page CSP on those answers, so it repeats frame-ancestors.
 */
export const BLOB_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

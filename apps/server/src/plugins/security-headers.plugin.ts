import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * Strict headers for every answer (ARCHITECTURE §5). 'unsafe-inline' styles stay because Mantine
 * injects runtime <style> tags; scripts come from 'self' only. HSTS only when served over https.
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
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
  },
  { name: "security-headers" },
);

/** Files served from the database (images, branding SVG) must never run as a page. */
export const BLOB_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

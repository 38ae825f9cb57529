import { readFileSync } from "node:fs";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.js";
import type { Database } from "./db/client.js";
import "./fastify-augment.js";
import "./modules/declared-activity.js";
import "./modules/declared-documents.js";
import "./modules/declared-similar.js";
import "./modules/declared-tables.js";
import { SERVER_MODULES } from "./modules/server-modules.js";
import type { LobbyOptions } from "./modules/lobby/lobby.routes.js";
import type { BlogOptions } from "./modules/blog/blog.routes.js";
import type { ForumOptions } from "./modules/forum/forum.routes.js";
import type { OutboxSenderOptions } from "./platform/outbox/outbox-sender.js";
import { screenCachePlugin } from "./engine/screens/screen-cache.js";
import { changeBusPlugin } from "./plugins/change-bus/change-bus.plugin.js";
import { dbPlugin } from "./plugins/db.plugin.js";
import { docsPlugin, docsRoutes } from "./plugins/docs.plugin.js";
import { errorHandlerPlugin, sendError } from "./plugins/error-handler.plugin.js";
import { mailPlugin } from "./plugins/mail.plugin.js";
import { rateLimitPlugin, type RateLimitOptions } from "./plugins/rate-limit/rate-limit.plugin.js";
import { securityHeadersPlugin } from "./plugins/security-headers.plugin.js";
import { sessionPlugin } from "./plugins/session.plugin.js";
import { makeRewriteUrl, spaPlugin } from "./plugins/spa.plugin.js";
import { xsrfPlugin } from "./plugins/xsrf.plugin.js";
import { fastifyTrustProxy } from "./lib/trust-proxy.js";
import { APP_VERSION } from "./version.js";

export type BuildOptions = {
  /** An open, migrated database; without it the app opens, migrates and seeds one from the config. */
  database?: Database;
  rateLimits?: RateLimitOptions;
  /** How long a resolved session is reused (session.plugin; default 5 s, 0: read on every request). */
  sessionCacheMs?: number;
  /** Retry and polling timings of the outbox sender (tests make them short). */
  outbox?: OutboxSenderOptions;
  logger?: FastifyServerOptions["logger"];
  /** The lobby stream's heartbeat interval (tests make it short). */
  lobby?: LobbyOptions;
  /** The blog's clock for publish scheduling (tests move it). */
  blog?: BlogOptions;
  /** The forum's clock for the undo window (tests move it). */
  forum?: ForumOptions;
  /** Where the (redacted) log goes instead of stdout; tests read it to prove secrets stay out. */
  logStream?: { write(line: string): void };
};

/** Secrets must never reach the log: no headers with credentials, no query strings, no bodies. */
function loggerOptions(level: string, stream?: BuildOptions["logStream"]): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: [
      "req.headers.authorization",
      "req.headers.cookie",
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/\?.*$/, "?[redacted]"),
        ip: req.ip,
      }),
    },
  };
}

/**
 * HTTPS with HTTP/2 when the config names a certificate (HTTP/1.1 still answers older clients):
 * one connection carries every chunk and call of a page at once, where HTTP/1.1 queues them six
 * at a time. The instance is typed as the HTTP/1 default: routes see the same request and reply
 * API either way, and nothing in the app touches the raw server's type.
 */
function serverOptions(config: AppConfig): FastifyServerOptions {
  if (!config.tls) return {};
  const https = {
    allowHTTP1: true,
    cert: readFileSync(config.tls.certFile),
    key: readFileSync(config.tls.keyFile),
  };
  return { http2: true, https } as unknown as FastifyServerOptions;
}

/**
 * Builds the whole server: external plugins, then the app's infrastructure plugins (db → mail →
 * session → xsrf → rate limits → errors), then the modules, then the SPA fallback. Every route then
 * runs authenticate → validate → transaction → authorize → present.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const rewrite = makeRewriteUrl(config.webDist);
  const app = Fastify({
    ...serverOptions(config),
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    rewriteUrl: (req) => rewrite(req.url ?? "/"),
    // A URL the router cannot decode (bad percent-encoding) is answered before any hook runs:
    // handed to the error handler like any other error, so it leaves in the portal's own shape.
    frameworkErrors: (error, request, reply) => {
      request.server.applySecurityHeaders(request, reply);
      return sendError(error, request, reply);
    },
    bodyLimit: 1024 * 1024,
    // Opening a fresh embedded database inside the db plugin can take longer than the 10 s default.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("appConfig", config);

  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith("https:") });
  await app.register(compress, { global: true });
  await app.register(cookie);
  await app.register(multipart);
  await app.register(docsPlugin, { version: APP_VERSION });

  await app.register(dbPlugin, { config, database: options.database });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outbox: options.outbox,
  });
  await app.register(sessionPlugin, { cacheMs: options.sessionCacheMs });
  await app.register(xsrfPlugin, { secureCookies: config.publicUrl.startsWith("https:") });
  await app.register(rateLimitPlugin, { factor: config.rateLimitFactor, ...options.rateLimits });
  await app.register(errorHandlerPlugin);
  await app.register(changeBusPlugin);
  await app.register(screenCachePlugin);

  await app.register(docsRoutes);
  // Options some route plugins take from the build (tests move clocks, shorten heartbeats), by module name.
  const routeOptions: Record<string, object | undefined> = {
    blog: options.blog,
    forum: options.forum,
    lobby: options.lobby,
  };
  for (const module of SERVER_MODULES)
    for (const routes of module.routes ?? []) await app.register(routes, routeOptions[module.name] ?? {});
  await app.register(spaPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

import { resolve } from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./lib/trust-proxy.js";
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_WEB_DIST } from "./paths.js";

/** Thrown for a bad environment value; main prints `message` as one line and exits with 1. */
export class ConfigError extends Error {}

const positiveNumber = z.coerce.number().refine((n) => Number.isFinite(n) && n > 0, "must be a number > 0");
const flag = z.enum(["0", "1"], { message: "must be 0 or 1" });

const ZEnv = z.object({
  PORT: z.coerce.number().int("must be an integer").min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("Customer Portal <no-reply@localhost>"),
  // Decimals are accepted so an end-to-end test can let a session expire within seconds.
  SESSION_IDLE_MINUTES: positiveNumber.default(30),
  SESSION_ABSOLUTE_HOURS: positiveNumber.default(12),
  SEED_DEMO: flag.optional(),
  WEB_DIST: z.string().min(1).optional(),
  MIGRATIONS_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      "must be 0, a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges",
    )
    .default("0"),
  // Multiplies every rate limit; an e2e run may raise it, production leaves it at 1.
  RATE_LIMIT_FACTOR: positiveNumber.optional(),
  // Street detail for the map: a PMTiles archive the portal serves itself (docs/ARCHITECTURE.md).
  MAP_PMTILES_FILE: z.string().min(1).optional(),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default("© OpenStreetMap contributors"),
  // Served over TLS with HTTP/2 (and HTTP/1.1 for older clients) when both are set.
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** Alias of RATE_LIMIT_FACTOR (the e2e harness uses this name). */
});

/** Every environment variable the server reads (README and .env.example list each of them). */
export const ENV_VARIABLES = Object.keys(ZEnv.shape);

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** auto: demo data only into a new embedded database; always: SEED_DEMO=1; never: SEED_DEMO=0. */
  seedDemo: "auto" | "always" | "never";
  webDist: string;
  migrationsDir: string;
  logLevel: string;
  trustProxy: TrustProxy;
  rateLimitFactor: number;
  /** Absolute path of the map's PMTiles file, or null: the world basemap only. */
  mapPmtilesFile: string | null;
  /** Credit shown on the map for the street detail's data. */
  mapAttribution: string;
  /** PEM files of the certificate chain and its key: the portal serves HTTPS with HTTP/2 itself. */
  tls: { certFile: string; keyFile: string } | null;
};

/** Parses the environment. Empty values count as unset so `PORT= npm start` keeps the default. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.keys(ZEnv.shape)
      .filter((key) => env[key] !== undefined && env[key] !== "")
      .map((key) => [key, env[key]]),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid environment variable ${name}=${JSON.stringify(env[name])}: ${issue.message}`,
    );
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    const missing = e.TLS_CERT_FILE ? "TLS_KEY_FILE" : "TLS_CERT_FILE";
    throw new ConfigError(`Invalid environment variable ${missing}="": must be set with the other TLS_ file`);
  }
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? { certFile: resolve(process.cwd(), e.TLS_CERT_FILE), keyFile: resolve(process.cwd(), e.TLS_KEY_FILE) }
      : null;
  const urlHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "127.0.0.1" : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `${tls ? "https" : "http"}://${urlHost}:${e.PORT}`).replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    seedDemo: e.SEED_DEMO === "1" ? "always" : e.SEED_DEMO === "0" ? "never" : "auto",
    webDist: resolve(process.cwd(), e.WEB_DIST ?? DEFAULT_WEB_DIST),
    migrationsDir: resolve(process.cwd(), e.MIGRATIONS_DIR ?? DEFAULT_MIGRATIONS_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY)!,
    rateLimitFactor: e.RATE_LIMIT_FACTOR ?? 1,
    mapPmtilesFile: e.MAP_PMTILES_FILE ? resolve(process.cwd(), e.MAP_PMTILES_FILE) : null,
    mapAttribution: e.MAP_ATTRIBUTION,
    tls,
  };
}

import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { buildApp, type App, type BuildOptions } from "../../src/app.js";
import { loadConfig, type AppConfig } from "../../src/config.js";
import {
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type Database,
  type Db,
  type EngineName,
} from "../../src/db/client.js";
import { adminUrl, databaseUrlFor } from "./pg-urls.js";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const engines: EngineName[] = process.env.DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

/** A client on the admin database (CREATE / DROP DATABASE). */
export async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(process.env.DATABASE_URL!) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A private copy of the migrated, seeded database: a restored PGlite snapshot or a cloned template. */
export async function openTestDatabase(engine: EngineName): Promise<Database> {
  if (engine === "PGlite") {
    const client = await PGlite.create({
      ...pgliteOptions,
      loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
    });
    return wrapPglite(client);
  }
  return throwawayPostgres("fsm_test", inject("pgTemplate")!);
}

/**
 * A PostgreSQL database of its own on DATABASE_URL's server (a copy of `template`, else empty),
 * dropped when it is closed.
 */
export async function throwawayPostgres(prefix: string, template?: string): Promise<Database> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const from = template ? ` TEMPLATE "${template}"` : "";
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"${from}`));
  const database = openPostgres(databaseUrlFor(process.env.DATABASE_URL!, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export const TEST_PUBLIC_URL = "http://portal.test:8080";

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    publicUrl: TEST_PUBLIC_URL,
    webDist: join(tmpdir(), "fsm-no-web-dist"),
    logLevel: "silent",
    ...overrides,
  };
}

export type TestApp = { app: App; db: Db; database: Database; config: AppConfig; close(): Promise<void> };

/**
 * The real app over a private database. Rate limits are raised 1000-fold so ordinary tests never
 * meet them; the rate-limit tests pass `rateLimits: { factor: 1 }` for the production values.
 */
export async function startTestApp(
  engine: EngineName,
  options: { config?: Partial<AppConfig> } & Omit<BuildOptions, "database" | "logger"> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const config = testConfig(options.config);
  const app = await buildApp(config, {
    ...options,
    database,
    ...(options.logStream ? {} : { logger: false }),
    rateLimits: options.rateLimits ?? { factor: 1000 },
    // Tests edit sessions in SQL behind the app's back and expect the next request to see it; the
    // session cache's own tests turn it on.
    sessionCacheMs: options.sessionCacheMs ?? 0,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

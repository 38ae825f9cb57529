import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

/** The query surface both engines share; a transaction (`tx`) satisfies it too. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type EngineName = "PGlite" | "PostgreSQL";

export type Database = {
  db: Db;
  engine: EngineName;
  /** True when the embedded data directory did not exist before: demo data may go in. */
  isNew: boolean;
  close(): Promise<void>;
  /** PostgreSQL only: where a dedicated LISTEN connection goes (pool clients cannot listen). */
  connectionString?: string;
  /** PGlite only: its in-process NOTIFY delivery (the change bus hears triggers' notices there). */
  listen?(channel: string, handler: (payload: string) => void): Promise<unknown>;
};

/**
 * Extensions the migrations create (0003: pg_trgm for the text search's trigram indexes). PGlite
 * can load one only when it is passed at creation, so every PGlite the app, tests or bench open
 * — fresh, persisted or restored from a dump — must be created with these options.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Embedded PostgreSQL persisted under dataDir (a fresh directory costs ~4 s of initdb). */
export async function openPglite(dataDir: string): Promise<Database> {
  const isNew = !existsSync(join(dataDir, "PG_VERSION"));
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, pgliteOptions);
  return wrapPglite(client, isNew);
}

/** Wraps an already created PGlite (tests restore one from a dumpDataDir snapshot). */
export function wrapPglite(client: PGlite, isNew = false): Database {
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    engine: "PGlite",
    isNew,
    close: () => client.close(),
    listen: (channel, handler) => client.listen(channel, handler),
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  return {
    db: drizzlePg({ client: pool }) as unknown as Db,
    engine: "PostgreSQL",
    isNew: false,
    connectionString,
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? Promise.resolve(openPostgres(config.databaseUrl)) : openPglite(config.dataDir);
}

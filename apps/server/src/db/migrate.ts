import { existsSync } from "node:fs";
import { join } from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Database } from "./client.js";

/** Applies the one migration folder to either engine (both record them in drizzle.__drizzle_migrations). */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (!existsSync(join(migrationsFolder, "meta", "_journal.json"))) {
    throw new Error(`No migrations found in ${migrationsFolder} (set MIGRATIONS_DIR)`);
  }
  if (database.engine === "PGlite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

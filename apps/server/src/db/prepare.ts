import pg from "pg";
import type { AppConfig } from "../config.js";
import { openDatabase, type Database } from "./client.js";
import { runMigrations } from "./migrate.js";
import { seedDatabase } from "./seed/index.js";

/** Open → migrate → seed. Closes the database again if any step fails, so no process hangs. */
export async function prepareDatabase(config: AppConfig): Promise<{ database: Database; demo: boolean }> {
  const database = await openDatabase(config);
  try {
    const { demo } = await whileAlone(database, async () => {
      await runMigrations(database, config.migrationsDir);
      return seedDatabase(database, config.seedDemo);
    });
    return { database, demo };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Any constant shared by every instance of the app: the key of the prepare lock. */
const PREPARE_LOCK_KEY = 7_210_531_001;

/**
 * Several instances starting at once on one PostgreSQL database would otherwise run the same
 * migrations side by side (both creating drizzle's journal, then the same tables: one fails). A
 * session advisory lock on a connection of its own lets one migrate and seed while the others wait,
 * then find nothing left to do. PostgreSQL frees the lock if this process dies. PGlite is one
 * process's own database: nothing to wait for.
 */
async function whileAlone<T>(database: Database, run: () => Promise<T>): Promise<T> {
  if (!database.connectionString) return run();
  const lock = new pg.Client({ connectionString: database.connectionString });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [PREPARE_LOCK_KEY]);
    return await run();
  } finally {
    await lock.end();
  }
}

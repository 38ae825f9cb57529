import type { AppConfig } from "../config.js";
import { openDatabase, type Database } from "./client.js";
import { runMigrations } from "./migrate.js";
import { seedDatabase } from "./seed/index.js";

/** Open → migrate → seed. Closes the database again if any step fails, so no process hangs. */
export async function prepareDatabase(config: AppConfig): Promise<{ database: Database; demo: boolean }> {
  const database = await openDatabase(config);
  try {
    await runMigrations(database, config.migrationsDir);
    const { demo } = await seedDatabase(database, config.seedDemo);
    return { database, demo };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

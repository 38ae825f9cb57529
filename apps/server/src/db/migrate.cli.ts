import { ConfigError, loadConfig } from "../config.js";
import { openDatabase } from "./client.js";
import { runMigrations } from "./migrate.js";

// `npm run migrate -w @fsm/server`: applies pending migrations to DATABASE_URL or DATA_DIR.
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, config.migrationsDir);
    console.log(`Migrations applied (${database.engine}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

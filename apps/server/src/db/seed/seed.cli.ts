import { ConfigError, loadConfig } from "../../config.js";
import { openDatabase } from "../client.js";
import { runMigrations } from "../migrate.js";
import { seedDatabase } from "./index.js";

// `npm run seed -w @fsm/server`: migrate, then seed (demo data as SEED_DEMO / a fresh DATA_DIR decide).
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database, config.migrationsDir);
    const { demo } = await seedDatabase(database, config.seedDemo);
    console.log(`Seeded baseline data${demo ? " and demo data" : ""} into ${database.engine}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

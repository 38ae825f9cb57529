import fp from "fastify-plugin";
import type { AppConfig } from "../config.js";
import { openDatabase, type Database } from "../db/client.js";
import { runMigrations } from "../db/migrate.js";
import { seedDatabase } from "../db/seed/index.js";

export type DbPluginOptions = { config: AppConfig; database?: Database };

/**
 * Provides `app.db`. Given a database (tests, main after its own checks) the app uses it and leaves
 * closing to the owner; otherwise it opens one from the config, migrates, seeds and closes it on close.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, database: given }) => {
    let database = given;
    if (!database) {
      database = await openDatabase(config);
      const owned = database;
      app.addHook("onClose", async () => owned.close());
      await runMigrations(database, config.migrationsDir);
      const { demo } = await seedDatabase(database, config.seedDemo);
      app.log.info({ engine: database.engine, demo }, "database ready");
    }
    app.decorate("database", database);
    app.decorate("db", database.db);
  },
  { name: "db" },
);

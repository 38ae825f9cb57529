import fp from "fastify-plugin";
import type { AppConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { prepareDatabase } from "../db/prepare.js";

export type DbPluginOptions = { config: AppConfig; database?: Database };

/**
 * Provides `app.db`. Given a database (main, tests) the app uses it and leaves closing to the owner;
 * otherwise it opens, migrates and seeds one from the config and closes it with the app.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, database: given }) => {
    let database = given;
    if (!database) {
      const prepared = await prepareDatabase(config);
      database = prepared.database;
      const owned = database;
      app.addHook("onClose", async () => owned.close());
      app.log.info({ engine: database.engine, demo: prepared.demo }, "database ready");
    }
    app.decorate("database", database);
    app.decorate("db", database.db);
  },
  { name: "db" },
);

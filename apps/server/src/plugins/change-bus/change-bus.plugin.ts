import fp from "fastify-plugin";
import { inProcessBus, postgresBus } from "./change-bus.js";

/** Provides `app.changes`: cross-instance "this changed" events for caches (ARCHITECTURE §1). */
export const changeBusPlugin = fp(
  async (app) => {
    const bus =
      app.database.engine === "PostgreSQL" && app.database.connectionString
        ? await postgresBus(app.database, (msg) => app.log.warn(msg))
        : inProcessBus(app.database);
    app.decorate("changes", bus);
    app.addHook("onClose", async () => bus.close());
  },
  { name: "change-bus", dependencies: ["db"] },
);

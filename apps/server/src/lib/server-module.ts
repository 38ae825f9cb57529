import type { FastifyPluginAsync, RawServerDefault } from "fastify";
import type { Db } from "../db/client.js";

/** A route plugin with its own options and type provider (zod), as app.ts registers it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin's own options and provider
export type RoutePlugin = FastifyPluginAsync<any, RawServerDefault, any>;

/**
 * What a module brings besides routes and seeds: each registry of the engine or the platform adds
 * its field here by interface merging (`declare module`), beside the registry itself, so this file
 * names none of them and a part of the engine declares itself without reaching a layer above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ServerModuleParts {}

/**
 * One server module (a business module, or a part of the engine or platform with routes) as it
 * declares itself: modules/server-modules.ts lists them in order, app.ts registers their routes
 * and the seed runs their seeds from that list (ARCHITECTURE §2 rule 3).
 */
export type ServerModule = ServerModuleParts & {
  /** Unique; app.ts hands the build options of the same name to the routes (blog, forum, lobby). */
  name: string;
  /** Route plugins, registered in this order. */
  routes?: RoutePlugin[];
  seed?: {
    /** Every start, inside the baseline transaction, after the modules listed before. */
    baseline?: (db: Db) => Promise<void>;
    /** Demo data only (a new embedded database or SEED_DEMO=1), in a transaction of its own. */
    demo?: (db: Db) => Promise<void>;
  };
};

export const defineServerModule = (module: ServerModule): ServerModule => module;

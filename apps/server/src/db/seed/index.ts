import type { Database } from "../client.js";
import "../../modules/declared-tables.js";
import { SERVER_MODULES } from "../../modules/server-modules.js";
import { seedBaseline } from "./baseline.seed.js";
import { seedDemo } from "./demo.seed.js";

export type SeedMode = "auto" | "always" | "never";

/**
 * Baseline data always; demo data (known passwords!) only into a brand-new embedded database, or
 * anywhere with SEED_DEMO=1. A PostgreSQL database never gets demo data by default. The core's
 * baseline (roles, parameters, messages, codes, screens, workflows) comes first, then each
 * module's in the modules' order, in one transaction; each demo seed in a transaction of its own.
 */
export async function seedDatabase(database: Database, mode: SeedMode): Promise<{ demo: boolean }> {
  await database.db.transaction(async (tx) => {
    await seedBaseline(tx);
    for (const module of SERVER_MODULES) await module.seed?.baseline?.(tx);
  });
  const demo = mode === "always" || (mode === "auto" && database.engine === "PGlite" && database.isNew);
  if (demo) {
    await database.db.transaction(async (tx) => seedDemo(tx));
    for (const module of SERVER_MODULES) {
      const seed = module.seed?.demo;
      if (seed) await database.db.transaction(async (tx) => seed(tx));
    }
  }
  return { demo };
}

import type { Database } from "../client.js";
import "../../modules/declared-tables.js";
import { seedBaseline } from "./baseline.seed.js";
import { seedDemo } from "./demo.seed.js";
import { seedDemoBlog } from "../../modules/blog/blog.seed.js";
import { seedDemoForum } from "../../modules/forum/forum.seed.js";

export type SeedMode = "auto" | "always" | "never";

/**
 * Baseline data always; demo data (known passwords!) only into a brand-new embedded database, or
 * anywhere with SEED_DEMO=1. A PostgreSQL database never gets demo data by default.
 */
export async function seedDatabase(database: Database, mode: SeedMode): Promise<{ demo: boolean }> {
  await database.db.transaction(async (tx) => seedBaseline(tx));
  const demo = mode === "always" || (mode === "auto" && database.engine === "PGlite" && database.isNew);
  if (demo) await database.db.transaction(async (tx) => seedDemo(tx));
  if (demo) await database.db.transaction(async (tx) => seedDemoBlog(tx));
  if (demo) await database.db.transaction(async (tx) => seedDemoForum(tx));
  return { demo };
}

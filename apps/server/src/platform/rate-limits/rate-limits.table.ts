import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/** Fixed-window counters kept in the database so every server instance shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: instant("reset_at").notNull(),
});

import { integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The last number handed out per numbered table (SR-000601, RMA-000121). Taking a number updates
 * this row, so creations of one table queue on its row lock until commit: no two records share a
 * number and a rolled-back creation gives its number back.
 */
export const recordCounters = pgTable("record_counters", {
  name: text("name").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

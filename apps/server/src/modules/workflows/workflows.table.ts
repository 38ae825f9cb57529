import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Workflows known to the menu. REQUEST and RMA are the baseline ones; custom workflows arrive
 * with the workflow designer issue, so until then the custom list is honestly empty.
 */
export const workflows = pgTable("workflows", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  title: text("title").notNull(),
  startScreenName: text("start_screen_name").notNull(),
  isBaseline: boolean("is_baseline").notNull().default(false),
  disabled: boolean("disabled").notNull().default(false),
});

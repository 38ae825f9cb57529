import { boolean, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/**
 * Stored workflow documents (packages/metadata workflow format), one row per workflow. name,
 * title, start screen, baseline and disabled repeat the document's header so the menu reads them
 * without parsing; every write keeps both in step. REQUEST and RMA are the baseline ones.
 */
export const workflows = pgTable("workflows", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  /** English fallback of the title; the menu shows the title message (titleKey) in the caller's locale. */
  title: text("title").notNull(),
  titleKey: text("title_key"),
  startScreenName: text("start_screen_name").notNull(),
  isBaseline: boolean("is_baseline").notNull().default(false),
  disabled: boolean("disabled").notNull().default(false),
  /** null only for rows seeded before documents existed; the baseline seed fills them. */
  document: jsonb("document"),
  revision: integer("revision").notNull().default(0),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
export type WorkflowRow = typeof workflows.$inferSelect;

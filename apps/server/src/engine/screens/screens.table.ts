import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/**
 * Stored screen documents. A sub-screen points at its primary screen (workflow steps, child
 * screens). Names are unique regardless of case because screens are loaded by upper-cased name.
 */
export const screens = pgTable(
  "screens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    primaryScreenId: integer("primary_screen_id"),
    type: text("type").notNull(),
    document: jsonb("document").notNull(),
    formatVersion: integer("format_version").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    isBaseline: boolean("is_baseline").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("screens_name_lower_idx").on(sql`lower(${t.name})`)],
);
export type ScreenRow = typeof screens.$inferSelect;

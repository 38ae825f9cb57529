import { boolean, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The role → access table (ARCHITECTURE §5): which menu areas a role may use, whether it sees
 * only its company's rows or all rows, and whether it holds the studio (designer) license.
 */
export const roles = pgTable("roles", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  scope: text("scope", { enum: ["company", "all"] }).notNull(),
  request: boolean("request").notNull().default(false),
  rma: boolean("rma").notNull().default(false),
  blog: boolean("blog").notNull().default(false),
  groupAccess: boolean("group_access").notNull().default(false),
  studio: boolean("studio").notNull().default(false),
  /** Writes and publishes blog posts (the studio license does too). */
  blogEdit: boolean("blog_edit").notNull().default(false),
});
export type RoleRow = typeof roles.$inferSelect;

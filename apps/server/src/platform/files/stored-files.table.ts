import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { bytea, instant } from "../../db/columns.js";
import { persons } from "../persons/persons.table.js";

/**
 * Uploaded and branding files, kept in the database so every instance can serve them.
 * The id is a random UUID (a generated storage name, never the client's file name).
 */
export const storedFiles = pgTable("stored_files", {
  id: text("id").primaryKey(),
  ownerPersonId: integer("owner_person_id").references(() => persons.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["profile_image", "branding"] }).notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});
export type StoredFileRow = typeof storedFiles.$inferSelect;

import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * A designer's unpublished edits of one document (autosaved by the studio's editors), one per
 * kind, name (any case, like the documents) and person. Nothing a portal user reads looks here:
 * only publish turns a draft into a revision. The document may be broken (that is what a draft
 * is for), so it is stored as sent; it goes with its person.
 */
export const metadataDrafts = pgTable(
  "metadata_drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    /** The published revision the edits started from (0: a new document). */
    baseRevision: integer("base_revision").notNull(),
    document: jsonb("document").notNull(),
    savedAt: instant("saved_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("metadata_drafts_kind_name_person_idx").on(t.kind, sql`lower(${t.name})`, t.personId)],
);
export type DraftRow = typeof metadataDrafts.$inferSelect;

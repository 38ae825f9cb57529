import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/** Every write of a screen, so any two versions can be diffed and any one restored. */
export const screenRevisions = pgTable(
  "screen_revisions",
  {
    // No foreign key on purpose: the history (and the deleting revision) outlives a deleted screen.
    screenId: integer("screen_id").notNull(),
    revision: integer("revision").notNull(),
    /** null: the screen was deleted in this revision. */
    document: jsonb("document"),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.screenId, t.revision] })],
);

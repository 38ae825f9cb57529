import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/** Every write of a workflow (like screen_revisions), so versions can be diffed and restored. */
export const workflowRevisions = pgTable(
  "workflow_revisions",
  {
    // Keyed by name, no foreign key: the history (and the deleting revision) outlives the workflow.
    workflowName: text("workflow_name").notNull(),
    revision: integer("revision").notNull(),
    /** null: the workflow was deleted in this revision. */
    document: jsonb("document"),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workflowName, t.revision] })],
);

import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * One row per wizard submission (requestwf/submitworkflow), keyed by the caller and the key the
 * wizard made for its run, and per note sent with a key (requestwf/addnote: workflow "NOTE"). The unique (person, key) index is what makes a replay, even a
 * concurrent one, find the first submission instead of creating a second record: the row is
 * written in the same transaction as the record, so it exists exactly when the record does.
 */
export const submissionKeys = pgTable(
  "submission_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    workflow: text("workflow").notNull(),
    /** sha256 of the canonical payload: a replay with other data under the same key is refused. */
    payloadHash: text("payload_hash").notNull(),
    /** The answer given to the first submission ({ table, id, number }); null only mid-transaction. */
    result: jsonb("result"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("submission_keys_person_key_idx").on(t.personId, t.key)],
);

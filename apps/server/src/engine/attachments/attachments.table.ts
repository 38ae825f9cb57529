import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { storedFiles } from "../../platform/files/stored-files.table.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * A file attached to a row of an exposed table (owner_table + owner_id). The bytes live in
 * stored_files so every instance can serve them; this row only links and describes them.
 */
export const attachments = pgTable(
  "attachments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerTable: text("owner_table").notNull(),
    ownerId: integer("owner_id").notNull(),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    uploadedBy: integer("uploaded_by").references(() => persons.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("attachments_owner_idx").on(t.ownerTable, t.ownerId)],
);

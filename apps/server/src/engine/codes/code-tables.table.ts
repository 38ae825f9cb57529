import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Named lists of codes (priorities, problem codes…) that codeSelect fields and filters offer. */
export const codeTables = pgTable("code_tables", {
  name: text("name").primaryKey(),
  description: text("description").notNull().default(""),
});

/** One code of a code table; parent_code builds hierarchies (problem area → problem). */
export const codeValues = pgTable(
  "code_values",
  {
    tableName: text("table_name")
      .notNull()
      .references(() => codeTables.name, { onDelete: "cascade" }),
    code: text("code").notNull(),
    label: text("label").notNull(),
    parentCode: text("parent_code"),
    sort: integer("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tableName, t.code] }),
    index("code_values_parent_idx").on(t.tableName, t.parentCode),
  ],
);
export type CodeValueRow = typeof codeValues.$inferSelect;

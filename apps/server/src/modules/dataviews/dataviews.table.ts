import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { companies } from "../../platform/companies/companies.table.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * Saved data views: a list's columns, filters, quick search and sort under a name, owned by one
 * person and, when shared, visible to the people of the owner's company (company_id is the
 * owner's company when it was saved). The state is checked against the screen when saved and
 * again when it is used (a screen may have changed since).
 */
export const dataViews = pgTable(
  "data_views",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    screenName: text("screen_name").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    state: jsonb("state").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("data_views_owner_screen_name_idx").on(t.ownerId, t.screenName, t.name),
    index("data_views_company_screen_idx").on(t.companyId, t.screenName),
  ],
);

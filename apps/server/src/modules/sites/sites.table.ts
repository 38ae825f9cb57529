import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { companies } from "../../platform/companies/companies.table.js";

/** Places where a company's equipment is installed and visits happen (the map shows lat/long). */
export const sites = pgTable(
  "sites",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("sites_company_name_idx").on(t.companyId, t.name)],
);
export type SiteRow = typeof sites.$inferSelect;

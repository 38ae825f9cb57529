import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { companies } from "../../platform/companies/companies.table.js";
import { persons } from "../../platform/persons/persons.table.js";
import { sites } from "../sites/sites.table.js";

/** A return-merchandise authorisation; `version` guards against stale saves like requests. */
export const rmas = pgTable(
  "rmas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rmaNumber: text("rma_number").notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    siteId: integer("site_id").references(() => sites.id),
    status: text("status").notNull(),
    reasonCode: text("reason_code").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => persons.id, { onDelete: "set null" }),
  },
  (t) => [
    index("rmas_company_status_created_idx").on(t.companyId, t.status, t.createdAt),
    index("rmas_created_idx").on(t.createdAt),
    // The RMA number is an identifier: text search matches it from its start or its end
    // (dictionary/text-match.ts) through these two indexes.
    index("rmas_number_prefix_idx").using("btree", sql`upper(${t.rmaNumber}) text_pattern_ops`),
    index("rmas_number_suffix_idx").using("btree", sql`reverse(upper(${t.rmaNumber})) text_pattern_ops`),
  ],
);

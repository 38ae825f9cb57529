import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { assets } from "../assets/assets.table.js";
import { companies } from "../../platform/companies/companies.table.js";
import { persons } from "../../platform/persons/persons.table.js";
import { sites } from "../sites/sites.table.js";
import { requestStatuses } from "./request-statuses.table.js";

/**
 * A customer's service request. `version` grows with every save so a stale write can be refused
 * (409). The indexes serve the list screen: per company by status and date, and keyset paging.
 */
export const serviceRequests = pgTable(
  "service_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestNumber: text("request_number").notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    siteId: integer("site_id").references(() => sites.id),
    assetId: integer("asset_id").references(() => assets.id),
    contactPersonId: integer("contact_person_id").references(() => persons.id, { onDelete: "set null" }),
    status: text("status")
      .notNull()
      .references(() => requestStatuses.code),
    priority: text("priority").notNull(),
    problemCode: text("problem_code"),
    description: text("description").notNull().default(""),
    preferredFrom: instant("preferred_from"),
    preferredTo: instant("preferred_to"),
    // Who to call on site (the request wizard asks; a contact person id is not always known).
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    /** Site-survey requests only (code table survey_type: INDOOR | OUTDOOR). */
    surveyType: text("survey_type"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    closedAt: instant("closed_at"),
    version: integer("version").notNull().default(1),
    createdBy: integer("created_by").references(() => persons.id, { onDelete: "set null" }),
  },
  (t) => [
    index("service_requests_company_status_created_idx").on(t.companyId, t.status, t.createdAt),
    index("service_requests_status_created_idx").on(t.status, t.createdAt),
    // One (column, id) index per sortable column of the list screen, for staff (all rows) and per
    // company (a customer's row scope): a page in any declared order, and the keyset cursor's
    // (column, id) > (…) row comparison, are a short index range scan however deep (bench/search).
    index("service_requests_created_id_idx").on(t.createdAt, t.id),
    index("service_requests_company_created_id_idx").on(t.companyId, t.createdAt, t.id),
    index("service_requests_updated_id_idx").on(t.updatedAt, t.id),
    index("service_requests_company_updated_id_idx").on(t.companyId, t.updatedAt, t.id),
    index("service_requests_status_id_idx").on(t.status, t.id),
    index("service_requests_company_status_id_idx").on(t.companyId, t.status, t.id),
    index("service_requests_priority_id_idx").on(t.priority, t.id),
    index("service_requests_company_priority_id_idx").on(t.companyId, t.priority, t.id),
    index("service_requests_company_number_idx").on(t.companyId, t.requestNumber),
    // The list's text search: the request number is an identifier, matched from its start or its
    // end (dictionary/text-match.ts) through these two btree indexes; the description is matched
    // anywhere (`ilike '%…%'`), which only a trigram index (pg_trgm, created by migration 0003)
    // serves — without it a rare word scans the caller's whole scope (seconds on 1M rows).
    index("service_requests_number_prefix_idx").using(
      "btree",
      sql`upper(${t.requestNumber}) text_pattern_ops`,
    ),
    index("service_requests_number_suffix_idx").using(
      "btree",
      sql`reverse(upper(${t.requestNumber})) text_pattern_ops`,
    ),
    index("service_requests_description_trgm_idx").using("gin", t.description.op("gin_trgm_ops")),
    index("service_requests_site_idx").on(t.siteId),
    index("service_requests_asset_idx").on(t.assetId),
  ],
);
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

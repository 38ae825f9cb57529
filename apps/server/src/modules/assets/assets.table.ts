import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { companies } from "../../platform/companies/companies.table.js";
import { products } from "../products/products.table.js";
import { sites } from "../sites/sites.table.js";

/** The installed base: one serial-numbered unit of a product at a customer's site. */
export const assets = pgTable(
  "assets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    serialNumber: text("serial_number").notNull().unique(),
    installedOn: date("installed_on", { mode: "string" }),
    status: text("status").notNull().default("ACTIVE"),
  },
  (t) => [
    index("assets_company_site_idx").on(t.companyId, t.siteId),
    index("assets_product_idx").on(t.productId),
  ],
);
export type AssetRow = typeof assets.$inferSelect;

import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { companies } from "../companies/companies.table.js";
import { roles } from "../access/roles.table.js";

/**
 * Accounts. user_name is stored upper-case and email lower-case (spec §5 login-id rule), so the
 * unique constraints also enforce case-insensitive uniqueness.
 */
export const persons = pgTable(
  "persons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userName: text("user_name").notNull().unique(),
    email: text("email").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    altEmail: text("alt_email"),
    phone: text("phone"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    roleCode: text("role_code")
      .notNull()
      .default("CUSTOMER")
      .references(() => roles.code),
    imageId: text("image_id"),
    locale: text("locale").notNull().default("en-US"),
    timeZone: text("time_zone"),
    status: text("status", { enum: ["active", "pending"] })
      .notNull()
      .default("active"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [index("persons_alt_email_idx").on(t.altEmail), index("persons_phone_idx").on(t.phone)],
);
export type PersonRow = typeof persons.$inferSelect;

import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/** Customer companies. A signed-up account joins the company whose email_domain matches its e-mail. */
export const companies = pgTable("companies", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  emailDomain: text("email_domain").unique(),
  createdAt: instant("created_at").notNull().defaultNow(),
});
export type CompanyRow = typeof companies.$inferSelect;

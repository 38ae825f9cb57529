import { pgTable, text } from "drizzle-orm/pg-core";

/** Name/value configuration (company configuration, flags, limits, the shared XSRF secret). */
export const appParams = pgTable("app_params", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Lifecycle states of a service request; name is a message key, is_open drives counters. */
export const requestStatuses = pgTable("request_statuses", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  sort: integer("sort").notNull().default(0),
  isOpen: boolean("is_open").notNull().default(true),
});

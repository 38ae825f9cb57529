import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/** Mails and SMS that were not handed to an SMTP server (SMTP_URL unset, or the SMS default). */
export const outbox = pgTable("outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  channel: text("channel", { enum: ["email", "sms"] }).notNull(),
  to: text("to").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  html: text("html"),
  createdAt: instant("created_at").notNull().defaultNow(),
  sentAt: instant("sent_at"),
  error: text("error"),
});
export type OutboxRow = typeof outbox.$inferSelect;

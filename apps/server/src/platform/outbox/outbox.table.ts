import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/**
 * Every mail and SMS, written in the transaction that causes it (a rollback takes it back). The
 * outbox sender delivers rows that have a transport (mail with SMTP_URL) after commit; the others
 * stay here for the designer's Outbox page.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    html: text("html"),
    createdAt: instant("created_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    /** The last delivery error (the message, never the mail). */
    error: text("error"),
    /** Delivery attempts started (counted when a sender claims the row). */
    attempts: integer("attempts").notNull().default(0),
    /**
     * When a sender may try the row next; while one is delivering it, the end of its lease. Null:
     * nothing to deliver (sent, no transport for its channel, or given up after the last attempt).
     */
    nextAttemptAt: instant("next_attempt_at"),
  },
  (t) => [
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { sessions } from "../../platform/sessions/sessions.table.js";

/**
 * Stream tickets of the lobby feed: an EventSource cannot send the Authorization header, so the
 * page trades its session for a ticket (≤ 60 s, one use) that goes in the stream's URL instead of
 * the token. Kept in the database so any instance may open the stream; only the hash is stored.
 */
export const lobbyTickets = pgTable(
  "lobby_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [index("lobby_tickets_expires_idx").on(t.expiresAt)],
);

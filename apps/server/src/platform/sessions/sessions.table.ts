import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../persons/persons.table.js";

/** Server-side sessions (ARCHITECTURE §5): only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    idleTimeoutS: integer("idle_timeout_s").notNull(),
    expiresAt: instant("expires_at").notNull(),
    remember: boolean("remember").notNull().default(false),
    revokedAt: instant("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_person_idx").on(t.personId)],
);
export type SessionRow = typeof sessions.$inferSelect;

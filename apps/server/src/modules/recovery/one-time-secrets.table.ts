import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * Reset links, activation links and e-mail recovery codes. Only a hash of the secret is kept.
 * person_id is null for the decoy attempt forgetemail creates when no account matches.
 */
export const oneTimeSecrets = pgTable(
  "one_time_secrets",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["reset", "email_code", "activation"] }).notNull(),
    secretHash: text("secret_hash").notNull(),
    personId: integer("person_id").references(() => persons.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    tries: integer("tries").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [index("one_time_secrets_hash_idx").on(t.secretHash)],
);
export type OneTimeSecretRow = typeof oneTimeSecrets.$inferSelect;

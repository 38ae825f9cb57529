import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/** Translatable portal texts (spec §4 message cache); updated_at drives the client's refresh. */
export const portalMessages = pgTable(
  "portal_messages",
  {
    key: text("key").notNull(),
    locale: text("locale").notNull().default("en-US"),
    text: text("text").notNull(),
    /**
     * The text the seed last wrote (the code's default). While `text` still equals it, nobody has
     * edited the message and a changed default replaces it; an edited text is never touched.
     * Null: written before the seed recorded this (only a text equal to today's default is adopted).
     */
    seededText: text("seeded_text"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

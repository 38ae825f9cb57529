import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";

/** Translatable portal texts (spec §4 message cache); updated_at drives the client's refresh. */
export const portalMessages = pgTable(
  "portal_messages",
  {
    key: text("key").notNull(),
    locale: text("locale").notNull().default("en-US"),
    text: text("text").notNull(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
);

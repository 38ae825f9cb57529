import { and, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalMessages } from "./portal-messages.table.js";

const FALLBACK_LOCALE = "en-US";

/** Messages of a locale over the en-US ones, so a partial translation still shows every text. */
export async function loadMessages(db: Db, locale = FALLBACK_LOCALE): Promise<Record<string, string>> {
  const rows = await db.select().from(portalMessages);
  const result: Record<string, string> = {};
  for (const row of rows) if (row.locale === FALLBACK_LOCALE) result[row.key] = row.text;
  if (locale !== FALLBACK_LOCALE)
    for (const row of rows) if (row.locale === locale) result[row.key] = row.text;
  return result;
}

/** spec §4: clients reload their message cache when this is later than their stored time. */
export async function lastMessageRefresh(db: Db): Promise<string> {
  const [row] = await db.select({ at: max(portalMessages.updatedAt) }).from(portalMessages);
  return (row?.at ? new Date(row.at) : new Date(0)).toISOString();
}

export type MessageRow = typeof portalMessages.$inferSelect;

/** Every stored message row (each locale), for the seed's comparison with the code's defaults. */
export const loadMessageRows = (db: Db): Promise<MessageRow[]> => db.select().from(portalMessages);

// Rows per statement: four parameters each stay far below the drivers' parameter limit.
const CHUNK = 2000;
const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Makes the read model of one locale equal to its messages document (the store is the one write
 * path; this table is what the message calls read): changed and new texts are written with a new
 * updated_at (clients refresh), keys the document no longer holds are removed, equal rows are not
 * touched. `rows` are the locale's stored rows when the caller has read them already.
 */
export async function syncLocaleMessages(
  db: Db,
  locale: string,
  messages: Record<string, string>,
  rows?: MessageRow[],
): Promise<void> {
  const stored = new Map(
    (rows ?? (await db.select().from(portalMessages).where(eq(portalMessages.locale, locale))))
      .filter((r) => r.locale === locale)
      .map((r) => [r.key, r.text]),
  );
  const updatedAt = new Date();
  const changed = Object.entries(messages)
    .filter(([key, text]) => stored.get(key) !== text)
    .map(([key, text]) => ({ key, locale, text, updatedAt }));
  for (const part of chunks(changed))
    await db
      .insert(portalMessages)
      .values(part)
      .onConflictDoUpdate({
        target: [portalMessages.key, portalMessages.locale],
        set: { text: sql`excluded.text`, updatedAt },
      });
  const gone = [...stored.keys()].filter((key) => !Object.hasOwn(messages, key));
  for (const part of chunks(gone))
    await db
      .delete(portalMessages)
      .where(and(eq(portalMessages.locale, locale), inArray(portalMessages.key, part)));
}

/** Records the text the seed wrote last per key (message-defaults rule), leaving texts as they are. */
export async function recordSeededTexts(
  db: Db,
  locale: string,
  seeded: { key: string; text: string; seededText: string }[],
): Promise<void> {
  for (const part of chunks(seeded))
    await db
      .insert(portalMessages)
      .values(part.map((s) => ({ ...s, locale })))
      .onConflictDoUpdate({
        target: [portalMessages.key, portalMessages.locale],
        set: { seededText: sql`excluded.seeded_text` },
      });
}

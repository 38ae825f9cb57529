import { max } from "drizzle-orm";
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

export async function setMessage(db: Db, key: string, text: string, locale = FALLBACK_LOCALE): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(portalMessages)
    .values({ key, locale, text, updatedAt })
    .onConflictDoUpdate({ target: [portalMessages.key, portalMessages.locale], set: { text, updatedAt } });
}

import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { portalMessages } from "../../platform/messages/portal-messages.table.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { writeMessages } from "../messages/message-writes.js";

/*
 * What metadata bundles read and write of the portal messages (ARCHITECTURE §4 "Bundles"): read
 * from the read model (portal_messages, with the seed's text), written through the messages kind.
 */

/** A portal message in one locale, as a bundle carries it. */
export type BundleMessage = { key: string; locale: string; text: string };

/** A stored message as an import compares it: its text, and the text the seed last wrote. */
export type StoredMessage = BundleMessage & { seededText: string | null };

/** Every stored locale of the named message keys, by key then locale. */
export async function messagesOfKeys(db: Db, keys: Iterable<string>): Promise<StoredMessage[]> {
  const wanted = [...new Set(keys)];
  if (!wanted.length) return [];
  const rows = await db
    .select({
      key: portalMessages.key,
      locale: portalMessages.locale,
      text: portalMessages.text,
      seededText: portalMessages.seededText,
    })
    .from(portalMessages)
    .where(inArray(portalMessages.key, wanted));
  return rows.sort((a, b) => a.key.localeCompare(b.key) || a.locale.localeCompare(b.locale));
}

/** Identifies a message in one locale (a map key). */
export const messageId = (m: { key: string; locale: string }) => `${m.key}\u0000${m.locale}`;

/**
 * A message counts as edited here when its text is not the seed's (seeded_text): changed by a
 * designer, or by an earlier import (imports leave seeded_text alone, so the seed never replaces
 * an imported text either). No seeded_text: the seed never wrote it, so it was written here.
 */
export const editedHere = (stored: StoredMessage): boolean => stored.text !== stored.seededText;

/**
 * Writes a bundle's message texts, one import revision per locale's messages document;
 * seeded_text stays the seed's (see editedHere).
 */
export async function writeBundleMessages(db: Db, actor: Actor, messages: BundleMessage[], comment: string) {
  const byLocale = new Map<string, Record<string, string>>();
  for (const m of messages) byLocale.set(m.locale, { ...byLocale.get(m.locale), [m.key]: m.text });
  for (const [locale, texts] of byLocale)
    await writeMessages(db, actor, texts, { locale, comment, origin: "import" });
}

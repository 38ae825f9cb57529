import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { setMessage } from "./messages.repository.js";
import { portalMessages } from "./portal-messages.table.js";

/*
 * What metadata bundles read and write of the portal messages (ARCHITECTURE §4 "Bundles"): the
 * one place, so that messages becoming a document kind changes this file only.
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

/** Writes a bundle's message text; seeded_text stays the seed's (see editedHere). */
export const writeBundleMessage = (db: Db, message: BundleMessage) =>
  setMessage(db, message.key, message.text, message.locale);

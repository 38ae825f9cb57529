import { FALLBACK_LOCALE, type TMessagesDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { storeDocument } from "../documents/document-store.js";
import type { RevisionOrigin } from "../documents/documents.table.js";
import * as repo from "../documents/documents.repository.js";
import { MESSAGES_KIND } from "./messages.kind.js";

/** A locale's messages document as stored (locked for this transaction), or an empty one. */
export async function lockedMessages(db: Db, locale: string): Promise<TMessagesDocument> {
  const found = await repo.findByName(db, MESSAGES_KIND.format.kind, locale);
  const row = found && (await repo.lockDocument(db, found.id));
  const parsed = row ? MESSAGES_KIND.format.parse(row.document) : undefined;
  return parsed?.ok ? parsed.value : { formatVersion: 1, locale, messages: {} };
}

/**
 * Sets message texts of one locale as the next revision of its document (nothing when every text
 * is already so). The one way code writes a message; the caller's write publishes the kind's clears.
 */
export async function writeMessages(
  db: Db,
  actor: Actor | null,
  texts: Record<string, string>,
  options: { locale?: string; comment?: string; origin?: RevisionOrigin } = {},
): Promise<void> {
  const current = await lockedMessages(db, options.locale ?? FALLBACK_LOCALE);
  if (Object.entries(texts).every(([key, text]) => current.messages[key] === text)) return;
  const doc = await MESSAGES_KIND.validate(db, { ...current, messages: { ...current.messages, ...texts } });
  await storeDocument(db, MESSAGES_KIND, actor, doc, {
    comment: options.comment ?? "message changed",
    origin: options.origin,
  });
}

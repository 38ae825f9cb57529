import { MESSAGES_FORMAT, type TMessagesDocument } from "@fsm/metadata";
import { syncLocaleMessages } from "../../platform/messages/messages.repository.js";
import type { DocumentKind } from "../documents/document-kind.js";
import { invalidDocument } from "../documents/documents.errors.js";
import { SCREENS_TOPIC } from "../screens/screen-cache.js";

/**
 * The portal messages in the document store, one document per locale (named after it): every
 * message write is a revision of its locale's document (the studio, a workflow's title message,
 * the seed), so each change can be diffed and reverted. portal_messages stays the read model the
 * message calls read, brought up to each stored revision in the same transaction.
 */
export const MESSAGES_KIND: DocumentKind<TMessagesDocument> = {
  format: MESSAGES_FORMAT,
  validate: async (_db, raw) => {
    const parsed = MESSAGES_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    return parsed.value;
  },
  canWrite: (actor) => actor.access.studio,
  stored: (db, doc) => syncLocaleMessages(db, doc.locale, doc.messages),
  // spec §4: a message creation clears the screen metadata cache. The message calls and
  // getConfigData read the table per request, and clients refresh by last_message_cache_refresh_time.
  clears: [SCREENS_TOPIC],
  importable: true,
};

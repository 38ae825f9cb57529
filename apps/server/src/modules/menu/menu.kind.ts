import { checkMenuReferences, MENU_FORMAT, menuNames, type TMenuDocument } from "@fsm/metadata";
import type { DocumentKind } from "../../engine/documents/document-kind.js";
import { invalidDocument } from "../../engine/documents/documents.errors.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";

/**
 * The side menu in the document store (one document, "main"), written by the side-menu editor
 * through the store's import call. Labels must be portal messages; which areas exist is the
 * web's to know (its manifests), so an entry naming none is ignored there, not refused here.
 */
export const MENU_KIND: DocumentKind<TMenuDocument> = {
  format: MENU_FORMAT,
  validate: async (db, raw) => {
    const parsed = MENU_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    const messages = await loadMessages(db);
    const unknown = checkMenuReferences(parsed.value, { hasMessage: (key) => key in messages });
    if (unknown.length) throw invalidDocument(unknown);
    return parsed.value;
  },
  // Every signed-in user's shell builds its side menu from it.
  read: (actor) => actor !== null,
  canWrite: (actor) => actor.access.studio,
  clears: [],
  importable: true,
  references: menuNames,
};

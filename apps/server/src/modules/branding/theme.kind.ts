import { checkThemeReferences, THEME_FORMAT, type TThemeDocument } from "@fsm/metadata";
import type { DocumentKind } from "../../engine/documents/document-kind.js";
import { invalidDocument } from "../../engine/documents/documents.errors.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";

/**
 * Themes in the document store: "portal" is the one every page uses (presets and custom themes
 * under other names). Read by everyone, signed-out pages included (the sign-in page is themed);
 * written by designers. The sign-in message keys it names must be portal messages.
 */
export const THEME_KIND: DocumentKind<TThemeDocument> = {
  format: THEME_FORMAT,
  validate: async (db, raw) => {
    const parsed = THEME_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    const messages = await loadMessages(db);
    const unknown = checkThemeReferences(parsed.value, { hasMessage: (key) => key in messages });
    if (unknown.length) throw invalidDocument(unknown);
    return parsed.value;
  },
  read: () => true,
  canWrite: (actor) => actor.access.studio,
  // Nothing serves the theme from a cache yet: the style sheet that will (issue 28) adds its topic here.
  clears: [],
  importable: true,
};

import { z } from "zod";
import { option } from "../palette/option-text.js";
import { hasNoNul } from "../settings/settings-document.js";

export const MESSAGES_FORMAT_VERSION = 1;
/** The language every other falls back to, key by key. */
export const FALLBACK_LOCALE = "en-US";

/** A BCP 47 language tag as the portal keeps them: en-US, de-DE, fr, zh-Hant-TW. */
export const ZLocale = z
  .string()
  .min(2)
  .max(35)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a language tag such as en-US");

/**
 * A key of the portal messages. Looser than a document's message key (names.ts): keys written
 * before that rule (a workflow's title message) stay editable; no spaces, slashes or braces.
 */
export const ZStoredMessageKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, "must be a message key such as request_list_title");
export const MESSAGE_TEXT_MAX = 20_000;

/**
 * The portal's texts in one language (kind "messages", one document per locale, named after it):
 * key → text. The en-US document holds every key (the code's defaults, seeded, and edits); another
 * language's holds its translations, and a key it lacks shows the en-US text.
 */
export const ZMessagesDocument = z.object({
  formatVersion: z.literal(MESSAGES_FORMAT_VERSION),
  locale: option(ZLocale, "messages_locale"),
  messages: option(
    z.record(ZStoredMessageKey, z.string().max(MESSAGE_TEXT_MAX).refine(hasNoNul, "must be text")),
    "messages_texts",
  ),
});

export type TMessagesDocument = z.infer<typeof ZMessagesDocument>;

import { fieldError } from "../../lib/app-error.js";
import { escapeHtml, plainText, sanitizeRichText } from "../../platform/rich-text/rich-text.sanitize.js";

/**
 * A forum body as it is stored and shown: the shared rich-text allow-list (the blog's without
 * images and tables), links with rel="noopener noreferrer nofollow".
 */
export const sanitizeForumHtml = (html: string): string => sanitizeRichText(html);

/** The sanitised body, or 400 naming bodyHtml when nothing readable is left. */
export function storableBody(html: string): string {
  const clean = sanitizeForumHtml(html);
  if (!plainText(clean)) throw fieldError("bodyHtml", "error_forum_empty_body");
  return clean;
}

/** A reply's opening quote: who wrote it, then their text (sanitised again with the reply). */
export const quoteBlock = (authorName: string, quotedHtml: string): string =>
  `<blockquote><p><strong>${escapeHtml(authorName)}</strong> wrote:</p>${quotedHtml}</blockquote>`;

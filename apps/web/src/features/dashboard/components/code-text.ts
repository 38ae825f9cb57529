import type { TTranslate } from "../../../lib/messages/use-message";

/** A code's name in words: its message when the portal has one, else the code tidied ("IN_PROGRESS" → "In progress"). */
export function codeText(t: TTranslate, key: string, code: string): string {
  const text = t(key);
  if (text !== `*${key}*`) return text;
  const words = code.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import type { TTranslate } from "../../../lib/messages/use-message";

/** Statuses after which a request takes no more notes (request_statuses with isOpen false). */
const FINAL_STATUSES = new Set(["RESOLVED", "CLOSED", "CANCELLED"]);
export const isFinalStatus = (status: string | undefined): boolean =>
  status !== undefined && FINAL_STATUSES.has(status);

/** A status code in words: its message (status_<code>) when the portal has one, else the code tidied. */
export function statusText(t: TTranslate, status: string): string {
  const key = `status_${status.toLowerCase()}`;
  const text = t(key);
  if (text !== `*${key}*`) return text;
  const words = status.toLowerCase().replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

import type { TFieldError, TMessageValues } from "@fsm/contracts";
import { useCallback } from "react";
import { ApiError } from "../api-error";
import { messageText } from "./message-text";
import { useMessage, type TTranslate } from "./use-message";

/**
 * A message the server named by key, in the user's language; the server's English text when this
 * build knows the key nowhere (a newer server): the server sent that key's default with it, so
 * it is not a missing message (spec §4's `*key*`).
 */
function keyed(t: TTranslate, key: string, values: TMessageValues | undefined, english: string): string {
  const text = t(key, values);
  return text === `*${key}*` ? english : text;
}

/** One field's problem from the server (a 400's detail), translated when it carries a key. */
export function detailText(detail: TFieldError, t: TTranslate = messageText): string {
  return detail.messageKey ? keyed(t, detail.messageKey, detail.values, detail.message) : detail.message;
}

/** "childTables.rma_lines: " or "currentPassword: " before a message: a field path, never shown. */
const PATH_PREFIX = /^[A-Za-z_$][\w$]*(?:\[\d+\]|\.[\w$]+)*: /;

/**
 * What a failure says to a person, in plain words. A server error with a message key shows that
 * message translated; a validation error without one says its first field's problem (translated,
 * without the field path the contract puts before it: a path is no word for a person; a form
 * shows each problem at its field with lib/server-field-errors); anything else its own message.
 */
export function errorText(error: unknown, t: TTranslate = messageText): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof ApiError)) return error.message;
  if (error.messageKey) return keyed(t, error.messageKey, error.values, error.message);
  const first = error.details?.[0];
  if (first && error.message === `${first.path}: ${first.message}`) return sentence(detailText(first, t));
  return sentence(error.message.replace(PATH_PREFIX, ""));
}

/** A field's problem ("is required", "an RMA needs…") standing alone starts as a sentence. */
const sentence = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** errorText with the messages of the signed-in user (re-renders when they load). */
export function useErrorText(): (error: unknown) => string {
  const t = useMessage();
  return useCallback((error: unknown) => errorText(error, t), [t]);
}

import { useCallback } from "react";
import { IntlMessageFormat } from "intl-messageformat";
import { MESSAGE_CATALOGUE, formatMessage, type TConfigData, type TPortalMessages } from "@fsm/contracts";
import { useConfig } from "../config/use-config";
import { useCachedMessages } from "./message-cache";

export type TMessageValues = Record<string, string | number>;
export type TTranslate = (key: string, values?: TMessageValues) => string;

const own = (map: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/** Parsed messages, memoised per message text (a text is parsed once however often it shows). */
const compiled = new Map<string, IntlMessageFormat | null>();

function compile(text: string): IntlMessageFormat | null {
  if (!compiled.has(text)) {
    try {
      compiled.set(text, new IntlMessageFormat(text, "en-US", undefined, { ignoreTag: true }));
    } catch {
      compiled.set(text, null); // not valid MessageFormat (an administrator's typo): plain `{name}` filling
    }
  }
  return compiled.get(text) ?? null;
}

/** Formats a message text with `{name}` values through ICU MessageFormat (intl-messageformat). */
export function formatText(text: string, values?: TMessageValues): string {
  if (!values && !text.includes("{") && !text.includes("'")) return text;
  const format = compile(text);
  if (!format) return formatMessage(text, values);
  try {
    return String(format.format(values));
  } catch {
    return formatMessage(text, values); // a value is missing: keep its placeholder visible
  }
}

/**
 * Message lookup: the user's cache → the login translations of the configuration → the
 * catalogue's English default → `*key*` (spec §4: a key nobody declared shows wrapped in asterisks).
 */
export function translate(
  key: string,
  values: TMessageValues | undefined,
  cache: TPortalMessages,
  config: Pick<TConfigData, "messages">,
): string {
  const text =
    own(cache, key) ??
    own(config.messages.portal_login_translations, key) ??
    own(MESSAGE_CATALOGUE as Record<string, string>, key);
  return text === undefined ? `*${key}*` : formatText(text, values);
}

export function useMessage(): TTranslate {
  const cache = useCachedMessages();
  const config = useConfig();
  return useCallback((key, values) => translate(key, values, cache, config), [cache, config]);
}

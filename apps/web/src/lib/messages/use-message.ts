import { useCallback, useSyncExternalStore } from "react";
import { MESSAGE_CATALOGUE, type TConfigData, type TPortalMessages } from "@fsm/contracts";
import { useConfig } from "../config/use-config";
import { formatText, isIcuFormatLoaded, subscribeIcuFormat } from "./format-text";
import { useCachedMessages } from "./message-cache";

export type TMessageValues = Record<string, string | number>;
export type TTranslate = (key: string, values?: TMessageValues) => string;

const own = (map: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

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
  // A new function once ICU formatting has loaded, so texts that needed it render again.
  const icuLoaded = useSyncExternalStore(subscribeIcuFormat, isIcuFormatLoaded, isIcuFormatLoaded);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- icuLoaded is the re-render's cause
  return useCallback((key, values) => translate(key, values, cache, config), [cache, config, icuLoaded]);
}

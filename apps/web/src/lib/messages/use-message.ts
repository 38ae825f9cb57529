import { useCallback } from "react";
import { DEFAULT_MESSAGES, formatMessage, type TConfigData, type TPortalMessages } from "@fsm/contracts";
import { useConfig } from "../config/use-config";
import { useCachedMessages } from "./message-cache";

export type TTranslate = (key: string, values?: Record<string, string | number>) => string;

const own = (map: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/**
 * Message lookup: the user's cache → the login translations of the configuration → the English
 * defaults → `*key*` (spec §4: a missing message shows its key wrapped in asterisks).
 */
export function translate(
  key: string,
  values: Record<string, string | number> | undefined,
  cache: TPortalMessages,
  config: Pick<TConfigData, "messages">,
): string {
  const text =
    own(cache, key) ??
    own(config.messages.portal_login_translations, key) ??
    own(DEFAULT_MESSAGES as Record<string, string>, key);
  return text === undefined ? `*${key}*` : formatMessage(text, values);
}

export function useMessage(): TTranslate {
  const cache = useCachedMessages();
  const config = useConfig();
  return useCallback((key, values) => translate(key, values, cache, config), [cache, config]);
}

import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_MESSAGES, type TConfigData, type TPortalMessages } from "@fsm/contracts";
import { useConfig } from "../config/use-config";
import { formatText, isIcuFormatLoaded, subscribeIcuFormat } from "./format-text";
import { useCachedMessages } from "./message-cache";

export type TMessageValues = Record<string, string | number>;
export type TTranslate = (key: string, values?: TMessageValues) => string;

const own = (map: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

/*
 * The English defaults: the signed-out texts (DEFAULT_MESSAGES) in the entry, the whole catalogue
 * once the signed-in shell or the 404 page has loaded and provided it. The catalogue grows with
 * every area; the sign-in route does not carry it (bench/budgets.json).
 */
let defaults: Record<string, string> = DEFAULT_MESSAGES;
const catalogueListeners = new Set<() => void>();

/** Called at load by the chunks whose pages show signed-in texts (app-layout.tsx, the 404 page). */
export function provideCatalogue(catalogue: Record<string, string>): void {
  if (defaults === catalogue) return;
  defaults = catalogue;
  catalogueListeners.forEach((listener) => listener());
}
const subscribeCatalogue = (listener: () => void): (() => void) => {
  catalogueListeners.add(listener);
  return () => catalogueListeners.delete(listener);
};
const currentCatalogue = () => defaults;

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
  const text = own(cache, key) ?? own(config.messages.portal_login_translations, key) ?? own(defaults, key);
  return text === undefined ? `*${key}*` : formatText(text, values);
}

export function useMessage(): TTranslate {
  const cache = useCachedMessages();
  const config = useConfig();
  // A new function once ICU formatting has loaded, so texts that needed it render again.
  const icuLoaded = useSyncExternalStore(subscribeIcuFormat, isIcuFormatLoaded, isIcuFormatLoaded);
  // …and once the whole catalogue has arrived.
  const catalogue = useSyncExternalStore(subscribeCatalogue, currentCatalogue, currentCatalogue);
  return useCallback(
    (key, values) => translate(key, values, cache, config),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- icuLoaded and catalogue are the re-render's causes
    [cache, config, icuLoaded, catalogue],
  );
}

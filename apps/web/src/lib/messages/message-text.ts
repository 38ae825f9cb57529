import { FALLBACK_CONFIG } from "../config/config-context";
import { readStoredConfig } from "../config/load-config";
import { getCachedMessages } from "./message-cache";
import { translate, type TMessageValues } from "./use-message";

/**
 * Outside React (plain helpers, errors, notifications): the same lookup as useMessage() — the
 * user's cache → the login translations → the catalogue's English default.
 */
export const messageText = (key: string, values?: TMessageValues): string =>
  translate(key, values, getCachedMessages(), readStoredConfig() ?? FALLBACK_CONFIG);

import { DEFAULT_MESSAGES } from "./messages.js";

/**
 * English defaults of the texts the signed-in web pages show (shell, renderer, areas). Every key
 * the web passes to useMessage() as a literal is declared here or in DEFAULT_MESSAGES.
 */
export const WEB_MESSAGES = {} as const;

/**
 * The one catalogue of message keys with their English defaults (ARCHITECTURE §2 rule 10). The
 * server seeds every entry into the portal messages at start (missing keys only, so an edited
 * message survives restarts); `{name}` placeholders are ICU MessageFormat arguments.
 */
export const MESSAGE_CATALOGUE = { ...DEFAULT_MESSAGES, ...WEB_MESSAGES } as const;
export type TCatalogueKey = keyof typeof MESSAGE_CATALOGUE;

import { DEFAULT_MESSAGES } from "./messages.js";
import { WEB_MESSAGES } from "./messages-catalogue.js";
import { FORUM_MESSAGES } from "./messages-forum.js";
import { ERROR_MESSAGES } from "./messages-errors.js";
import { VALUE_MESSAGES } from "./messages-values.js";

/**
 * The one catalogue of message keys with their English defaults (ARCHITECTURE §2 rule 10). The
 * server seeds every entry into the portal messages at start (missing keys only, so an edited
 * message survives restarts); `{name}` placeholders are ICU MessageFormat arguments. Its parts
 * are modules of their own so that a page loads only the texts it shows (bench/budgets.json): the
 * forum's texts (FORUM_MESSAGES) come with the forum's pages, not with the shell.
 */
export const MESSAGE_CATALOGUE = {
  ...DEFAULT_MESSAGES,
  ...WEB_MESSAGES,
  ...FORUM_MESSAGES,
  ...VALUE_MESSAGES,
  ...ERROR_MESSAGES,
} as const;
export type TCatalogueKey = keyof typeof MESSAGE_CATALOGUE;

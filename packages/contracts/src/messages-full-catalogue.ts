import { DEFAULT_MESSAGES } from "./messages.js";
import { WEB_MESSAGES } from "./messages-catalogue.js";
import { FORUM_MESSAGES } from "./messages-forum.js";
import { BLOG_MESSAGES } from "./messages-blog.js";
import { EDITOR_MESSAGES } from "./messages-editor.js";
import { MAP_MESSAGES } from "./messages-map.js";
import { LIST_MESSAGES } from "./messages-list.js";
import { ERROR_MESSAGES } from "./messages-errors.js";
import { VALUE_MESSAGES } from "./messages-values.js";
import { STUDIO_MESSAGES } from "./messages-studio.js";
import { DESIGNER_PALETTE_MESSAGES } from "./messages-designer-palette.js";
import { METADATA_EDITOR_MESSAGES } from "./messages-metadata-editor.js";
import { DOCUMENT_CHECK_MESSAGES } from "./messages-document-checks.js";
import { BUNDLES_MESSAGES } from "./messages-bundles.js";

/**
 * The one catalogue of message keys with their English defaults (ARCHITECTURE §2 rule 10). The
 * server seeds every entry into the portal messages at start (missing keys only, so an edited
 * message survives restarts); `{name}` placeholders are ICU MessageFormat arguments. Its parts
 * are modules of their own so that a page loads only the texts it shows (bench/budgets.json): the
 * forum's texts (FORUM_MESSAGES) come with the forum's pages and the blog's (BLOG_MESSAGES) with the
 * blog's, the map's (MAP_MESSAGES) with the map's, a list's export and views (LIST_MESSAGES) with
 * the list screen, the editor's toolbar (EDITOR_MESSAGES) with the editor: not with the shell.
 */
export const MESSAGE_CATALOGUE = {
  ...DEFAULT_MESSAGES,
  ...WEB_MESSAGES,
  ...FORUM_MESSAGES,
  ...BLOG_MESSAGES,
  ...EDITOR_MESSAGES,
  ...MAP_MESSAGES,
  ...LIST_MESSAGES,
  ...VALUE_MESSAGES,
  ...ERROR_MESSAGES,
  ...STUDIO_MESSAGES,
  ...DESIGNER_PALETTE_MESSAGES,
  ...METADATA_EDITOR_MESSAGES,
  ...DOCUMENT_CHECK_MESSAGES,
  ...BUNDLES_MESSAGES,
} as const;
export type TCatalogueKey = keyof typeof MESSAGE_CATALOGUE;

import type { Migration } from "../migrate.js";

/**
 * migrations[n] turns version n+1 into version n+2. Version 1 is the first format, so the list is
 * empty; the hook is here so a format change migrates stored documents on read (like screens)
 * and they are rewritten at their next save.
 */
export const WORKFLOW_MIGRATIONS: readonly Migration[] = [];

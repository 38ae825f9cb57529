import type { MetadataCatalog } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listCodeTableNames } from "../codes/codes.repository.js";
import { allTables } from "../dictionary/dictionary.js";
import { loadMessages } from "../messages/messages.repository.js";
import { sql } from "drizzle-orm";
import { screenTables } from "./screens.repository.js";
import { screens } from "./screens.table.js";

/**
 * What a screen document may refer to: the data dictionary's tables and columns, the stored
 * screens (plus the one being saved, which may refer to itself), code tables and message keys.
 */
export async function buildCatalog(
  db: Db,
  saving?: { name: string; table?: string },
): Promise<MetadataCatalog> {
  const stored = await screenTables(db);
  if (saving) stored.set(saving.name.toLowerCase(), saving.table ?? null);
  const codeTables = new Set(await listCodeTableNames(db));
  const messages = await loadMessages(db);
  const columns = new Map(allTables().map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  const filters = await screenFilters(db);
  return {
    hasScreen: (name) => stored.has(name.toLowerCase()),
    tableOfScreen: (name) => stored.get(name.toLowerCase()) ?? undefined,
    hasMessage: (key) => key in messages,
    hasCodeTable: (name) => codeTables.has(name),
    columnsOf: (table) => columns.get(table),
    filtersOfScreen: (name) => filters.get(name.toLowerCase()),
  };
}

/** Each stored screen's declared search filter item names, lower-cased (lookup.dependsOn checks). */
async function screenFilters(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ name: screens.name, filters: sql<unknown>`${screens.document}->'search'->'filters'` })
    .from(screens);
  const names = (filters: unknown) =>
    (Array.isArray(filters) ? filters : []).map((f: { item_name?: unknown }) =>
      String(f.item_name).toLowerCase(),
    );
  return new Map(rows.map((r) => [r.name.toLowerCase(), new Set(names(r.filters))]));
}

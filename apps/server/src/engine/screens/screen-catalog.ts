import type { MetadataCatalog, TScreenType } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listCodeTableNames } from "../codes/codes.repository.js";
import { allTables, findColumn, findTable } from "../dictionary/dictionary.js";
import { loadMessages } from "../../platform/messages/messages.repository.js";
import { screenReferences } from "./screens.repository.js";

/** Each filter's item name, lower-cased (lookup.dependsOn checks). */
const filterNames = (filters: unknown) =>
  new Set(
    (Array.isArray(filters) ? filters : []).map((f: { item_name?: unknown }) =>
      String(f.item_name).toLowerCase(),
    ),
  );

/**
 * What a screen document may refer to: the data dictionary's tables and columns, the stored
 * screens (plus the one being saved, which may refer to itself), code tables and message keys;
 * with the stored screens' types, which workflow checks add (workflow-catalog.ts). The stored
 * screens are read in one query.
 */
export async function buildCatalog(
  db: Db,
  saving?: { name: string; table?: string },
): Promise<MetadataCatalog & { typeOfScreen: (name: string) => TScreenType | undefined }> {
  const rows = await screenReferences(db);
  const key = (name: string) => name.toLowerCase();
  const tables = new Map(rows.map((r) => [key(r.name), r.table]));
  const types = new Map(rows.map((r) => [key(r.name), r.type as TScreenType]));
  const filters = new Map(rows.map((r) => [key(r.name), filterNames(r.filters)]));
  if (saving) tables.set(key(saving.name), saving.table ?? null);
  const codeTables = new Set(await listCodeTableNames(db));
  const messages = await loadMessages(db);
  const columns = new Map(allTables().map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  return {
    hasScreen: (name) => tables.has(key(name)),
    tableOfScreen: (name) => tables.get(key(name)) ?? undefined,
    hasMessage: (key) => key in messages,
    hasCodeTable: (name) => codeTables.has(name),
    columnsOf: (table) => columns.get(table),
    filtersOfScreen: (name) => filters.get(key(name)),
    typeOfScreen: (name) => types.get(key(name)),
    referenceOf: (table, column) => {
      const dictTable = findTable(table);
      return dictTable && findColumn(dictTable, column)?.references;
    },
  };
}

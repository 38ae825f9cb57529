import type { MetadataCatalog } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listCodeTableNames } from "../codes/codes.repository.js";
import { allTables } from "../dictionary/dictionary.js";
import { loadMessages } from "../messages/messages.repository.js";
import { screenTables } from "./screens.repository.js";

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
  return {
    hasScreen: (name) => stored.has(name.toLowerCase()),
    tableOfScreen: (name) => stored.get(name.toLowerCase()) ?? undefined,
    hasMessage: (key) => key in messages,
    hasCodeTable: (name) => codeTables.has(name),
    columnsOf: (table) => columns.get(table),
  };
}

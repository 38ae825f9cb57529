import { findColumn, findTable } from "./dictionary.js";
import { unknownColumn, unknownTable } from "./dictionary.errors.js";
import type { DictColumn, DictTable } from "./dictionary.types.js";

/** Validate step for names the client sends: known table or a 400 naming the parameter. */
export function resolveTable(param: string, name: string): DictTable {
  const table = findTable(name);
  if (!table) throw unknownTable(param, name);
  return table;
}

export function resolveColumn(param: string, table: DictTable, name: string): DictColumn {
  const column = findColumn(table, name);
  if (!column) throw unknownColumn(param, table.name, name);
  return column;
}

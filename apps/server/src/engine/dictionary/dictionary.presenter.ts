import type { TTableColumnItem } from "@fsm/contracts";
import { fieldTypeOf } from "./dictionary.js";
import type { DictColumn, DictTable } from "./dictionary.types.js";
import type { DataRow } from "./dictionary.repository.js";

export const presentColumnItem = (table: DictTable, column: DictColumn): TTableColumnItem => ({
  tableName: table.name,
  column: column.name,
  item_name: `${table.name}.${column.name}`,
  fieldType: fieldTypeOf(column),
  dataType: column.type,
  label: column.label,
  required: column.required ?? false,
  readOnly: column.readOnly ?? false,
  codeTable: column.codeTable ?? null,
  references: column.references ?? null,
});

type Cell = string | number | boolean | null;

/** JSON-safe cells: instants as ISO text, counts as numbers, anything else as text. */
export function presentCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

export const presentRow = (row: DataRow): Record<string, Cell> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, presentCell(v)]));

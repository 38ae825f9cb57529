import type { TRow } from "../../data-source";

/** "sites" → "site", "companies" → "company": the singular a reference column is named after. */
const singular = (table: string): string =>
  table.endsWith("ies") ? `${table.slice(0, -3)}y` : table.endsWith("s") ? table.slice(0, -1) : table;

/**
 * The id of the row an info card on this record is about. A card names only its table, so the
 * record's reference to it is found by the schema's naming rule (`sites` ← `site_id`); a record
 * without that reference (a new one, or a list) links nothing.
 */
export function cardRowId(row: TRow, table: string): string | number | null {
  const value = row[`${singular(table)}_id`];
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return value;
  return null;
}

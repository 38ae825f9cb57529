import type { TRow } from "../../data-source";

/** "sites" → "site", "companies" → "company": the singular a reference column is named after. */
const singular = (table: string): string =>
  table.endsWith("ies") ? `${table.slice(0, -3)}y` : table.endsWith("s") ? table.slice(0, -1) : table;

/**
 * The id of the row an info card on this record is about: the card's link column, or else the
 * column named after its table by the schema's naming rule (`sites` ← `site_id`). A record
 * without that reference (a new one, or a list) links nothing.
 */
export function cardRowId(row: TRow, card: { table: string; linkColumn?: string }): string | number | null {
  const value = row[card.linkColumn ?? `${singular(card.table)}_id`];
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return value;
  return null;
}

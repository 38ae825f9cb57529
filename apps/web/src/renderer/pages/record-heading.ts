import type { TRow } from "../data-source";
import type { TListScreen } from "../screens/list/use-list-screen";
import { cellText } from "../screens/shared/cell-text";

/**
 * The one h1 of a record page names the record, not its list: "Service request SR-000123". The
 * list's first column is the record's number the user knows it by (request_number, rma_number);
 * without one the id stands in.
 */
export function recordHeading(what: string, document: TListScreen, row: TRow, id: number): string {
  return `${what} ${recordNumber(document, row, id)}`;
}

/** The number a record is known by (its list's first column, "SR-000123"), else its id. */
export function recordNumber(document: TListScreen, row: TRow, id: number): string {
  const first = document.search.columns[0]?.column;
  const number = first ? cellText(row, first).trim() : "";
  return number || String(id);
}

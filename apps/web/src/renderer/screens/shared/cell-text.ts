import type { TRow } from "../../data-source";

/** Plain text of a cell, for places that show a row as a line (pickers, conflict lists). */
export const cellText = (row: TRow, column: string): string => {
  const value = row[column];
  return value === null || value === undefined ? "" : String(value);
};

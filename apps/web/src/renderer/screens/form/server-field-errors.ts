import type { TFieldItem } from "@fsm/metadata";

/**
 * The form value a save's field path names: `dataModel.<column>` is the field showing that column,
 * `childTables.<table>[i].<column>` a grid cell (`<table>.<i>.<column>`), `childTables.<table>` the grid.
 */
export function formNameOf(fields: readonly TFieldItem[], path: string): string | undefined {
  const primary = /^dataModel\.(\w+)$/.exec(path);
  if (primary) return fields.find((f) => f.column === primary[1])?.id;
  const cell = /^childTables\.(\w+)(?:\[(\d+)\]\.(\w+))?$/.exec(path);
  if (cell) return cell[2] === undefined ? cell[1] : `${cell[1]}.${cell[2]}.${cell[3]}`;
  return undefined;
}

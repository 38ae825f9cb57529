import { type TFieldItem, type TScreenItem, type TSection } from "@fsm/metadata";
import { z, type ZodType } from "zod";
import type { TTranslate } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { asLookupValue, lookupDisplayColumn } from "../../field-types/lookup/lookup-value";
import { fieldTypeUi } from "../../registry";

export type TChildGridItem = Extract<TScreenItem, { kind: "childGrid" }>;
type TGridColumn = TChildGridItem["columns"][number];

/** Child rows travel in the data model under their table name (as in the save payload's childTables). */
export const childRowsOf = (row: TRow, table: string): TRow[] => {
  const rows = row[table];
  return Array.isArray(rows) ? rows.filter((r): r is TRow => typeof r === "object" && r !== null) : [];
};

/** A grid column (a field item) with an id unique in the form, each cell rendered and checked by its type. */
export const cellItem = (grid: TChildGridItem, column: TGridColumn): TFieldItem => ({
  ...column,
  id: `${grid.table}.${column.column}`,
  width: 12,
});

export const editableGridsOf = (sections: readonly TSection[]): TChildGridItem[] =>
  sections.flatMap((s) => s.items.filter((i): i is TChildGridItem => i.kind === "childGrid" && i.editable));

/** A row as the grid edits it: each cell form-shaped (a lookup's key and label), plus the stored id. */
export function formRowOf(grid: TChildGridItem, row: TRow): TRow {
  const cells = grid.columns.map((c) => [c.column, fieldTypeUi(c.type).fromModel(row, cellItem(grid, c))]);
  return { ...(row.id === undefined ? {} : { id: row.id }), ...Object.fromEntries(cells) };
}

export const emptyRowOf = (grid: TChildGridItem): TRow => formRowOf(grid, {});

/** Form default values of a screen's editable grids, from the loaded (or wizard) row. */
export const gridValuesOf = (sections: readonly TSection[], row: TRow): Record<string, TRow[]> =>
  Object.fromEntries(
    editableGridsOf(sections).map((g) => [g.table, childRowsOf(row, g.table).map((r) => formRowOf(g, r))]),
  );

/** A form row as the server stores it (a lookup's key, with its label beside it for displays). */
export function storedRowOf(grid: TChildGridItem, row: TRow): TRow {
  const stored: TRow = row.id === undefined ? {} : { id: row.id };
  for (const c of grid.columns) {
    const item = cellItem(grid, c);
    const value = fieldTypeUi(c.type).toModel(row[c.column], item);
    if (value !== undefined) stored[c.column] = value as TRow[string];
    const shown = asLookupValue(row[c.column]);
    if (shown) stored[lookupDisplayColumn(item)] = shown.label;
  }
  return stored;
}

/** childTables of a save or submission: every editable grid's rows in stored form. */
export function childTablesOf(sections: readonly TSection[], values: Record<string, unknown>) {
  return Object.fromEntries(
    editableGridsOf(sections)
      .filter((g) => Array.isArray(values[g.table]))
      .map((g) => [g.table, (values[g.table] as TRow[]).map((r) => storedRowOf(g, r))]),
  );
}

/** A cell's name in labels and messages: "{label}, line {line}" (message grid_cell_label). */
export const cellLabel = (t: TTranslate, columnLabel: string, line: number): string =>
  t("grid_cell_label", { label: columnLabel, line: String(line) });

/** Each cell checked by its field type; messages name column and line ("Quantity, line 2 is required"). */
export function childGridSchema(grid: TChildGridItem, t: TTranslate) {
  // A cell's schema names its line, so it is built the first time that line is checked and kept:
  // the form checks every cell on each change, not only the one typed in.
  const cellSchemas = new Map<string, ZodType>();
  const schemaOf = (c: TGridColumn, index: number) => {
    const key = `${index}\n${c.column}`;
    let schema = cellSchemas.get(key);
    if (!schema) {
      schema = fieldTypeUi(c.type).schema(cellItem(grid, c), cellLabel(t, t(c.label), index + 1), t);
      cellSchemas.set(key, schema);
    }
    return schema;
  };
  return z.array(z.record(z.string(), z.unknown())).superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      for (const c of grid.columns) {
        const schema = schemaOf(c, index);
        const result = schema.safeParse(row[c.column]);
        if (!result.success)
          ctx.addIssue({ code: "custom", path: [index, c.column], message: result.error.issues[0]!.message });
      }
    });
  });
}

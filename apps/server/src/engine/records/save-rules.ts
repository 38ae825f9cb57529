import { codeTableOf, type TFieldItem, type TScreenDocument } from "@fsm/metadata";
import { findColumn } from "../dictionary/dictionary.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import { childGridsOf, type ChildGrid } from "./screen-data.service.js";

/**
 * What a save may do with one column: only editable columns of the screen are ever written, and
 * a value is held to its field type's own check (the one the web form runs, @fsm/metadata).
 */
export type FieldRule = { column: DictColumn; required: boolean; codeTable?: string; field: TFieldItem };
export type Rules = Map<string, FieldRule>;

/** Editable fields of a form: declared on the screen and read-only neither there nor in the dictionary. */
export function formRules(document: TScreenDocument, table: DictTable): Rules {
  const sections = "sections" in document ? document.sections : [];
  const rules: Rules = new Map();
  for (const item of sections.flatMap((s) => s.items)) {
    if (item.kind !== "field" || item.readOnly) continue;
    const column = findColumn(table, item.column);
    if (!column || column.readOnly) continue;
    const codeTable = (item.type === "codeSelect" ? item.codeTable : undefined) ?? column.codeTable;
    rules.set(column.name, { column, required: item.required || !!column.required, codeTable, field: item });
  }
  return rules;
}

/** Editable columns of a child grid; its link to the parent is set by the server, never the client. */
export function gridRules(grid: ChildGrid, declared: readonly TFieldItem[]) {
  const rules: Rules = new Map();
  for (const c of declared) {
    const column = findColumn(grid.table, c.column);
    if (!column || column.readOnly || column.name === grid.foreignKey) continue;
    rules.set(column.name, {
      column,
      required: c.required || !!column.required,
      codeTable: codeTableOf(c) ?? column.codeTable,
      // A grid cell is checked by its column's field type, as the web's grid checks it.
      field: { ...c, id: `${grid.table.name}.${c.column}` },
    });
  }
  return rules;
}

export type EditableGrid = { grid: ChildGrid; rules: Rules };

/** The screen's editable child grids; read-only grids (a request's history) are never written. */
export function editableGrids(document: TScreenDocument, parent: DictTable): EditableGrid[] {
  const sections = "sections" in document ? document.sections : [];
  const items = sections.flatMap((s) => s.items);
  return childGridsOf(document, parent)
    .filter((g) => g.editable)
    .map((grid) => {
      const item = items.find((i) => i.kind === "childGrid" && i.table === grid.table.name);
      return { grid, rules: gridRules(grid, item?.kind === "childGrid" ? item.columns : []) };
    });
}

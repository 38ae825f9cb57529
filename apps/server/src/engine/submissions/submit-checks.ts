import type { TSaveRow } from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { findColumn } from "../dictionary/dictionary.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";
import {
  blank,
  checkRow,
  checkValues,
  ValueLookups,
  type CheckedRow,
  type Write,
} from "../records/save-checks.js";
import type { EditableGrid } from "../records/save-rules.js";
import { Issues } from "../records/records.errors.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { checkMatchingReferences } from "./matching-references.js";
import type { PathRules } from "./submit-rules.js";

export type CheckedSubmission = {
  primary: CheckedRow;
  children: { grid: EditableGrid; rows: CheckedRow[] }[];
};

/** Editable fields left blank take their default; attachment fields never travel as values. */
function withDefaults(data: TSaveRow, path: PathRules): TSaveRow {
  const out = { ...data };
  for (const column of path.fileColumns) delete out[column];
  for (const [column, { value, readOnly }] of path.defaults)
    if (!readOnly && blank(out[column])) out[column] = value;
  return out;
}

/**
 * A read-only field with a default (the survey's problem code) is the server's to set: the client
 * may send it blank or unchanged, never another value.
 */
function readOnlyDefaults(table: DictTable, path: PathRules, primary: CheckedRow, issues: Issues) {
  const out: Write[] = [];
  for (const [name, { value, readOnly }] of path.defaults) {
    const column = findColumn(table, name);
    if (!readOnly || !column || path.rules.has(name)) continue;
    const sent = primary.kept.get(name);
    if (!blank(sent) && String(sent) !== String(value))
      issues.add(`dataModel.${name}`, "error_read_only_set");
    primary.kept.delete(name);
    if (value !== null) out.push({ column, value });
  }
  return out;
}

/**
 * Everything about a submission that can be checked before writing: saveupdate's row checks
 * (required, types) against the fields of the steps on this run's path, columns no step shows
 * (refused by name), read-only fields, child grids of the path, then code values and references
 * in the caller's row scope. Throws one 400 listing every problem.
 */
export async function checkSubmission(
  db: Db,
  actor: Actor,
  table: DictTable,
  path: PathRules,
  body: { dataModel: TSaveRow; childTables: Record<string, TSaveRow[]> },
): Promise<CheckedSubmission> {
  const issues = new Issues();
  const primary = checkRow(
    "dataModel",
    table,
    path.rules,
    withDefaults(body.dataModel, path),
    issues,
    "insert",
  );
  const fixed = readOnlyDefaults(table, path, primary, issues);
  if (primary.id !== null) issues.add("dataModel.id", "error_submission_new_record");
  for (const [column, value] of primary.kept) {
    if (!path.shown.has(column)) issues.add(`dataModel.${column}`, "error_not_a_step_field");
    else if (!blank(value)) issues.add(`dataModel.${column}`, "error_read_only_set");
  }
  for (const name of Object.keys(body.childTables))
    if (!path.grids.has(name.toLowerCase())) issues.add(`childTables.${name}`, "error_not_a_step_grid");
  const children = [...path.grids.values()].map((grid) => ({
    grid,
    rows: checkGridRows(grid, body.childTables[grid.grid.table.name] ?? [], issues),
  }));
  const required = tableBehaviour(table.name)?.workflow?.requiredChild;
  if (required && !children.some((c) => c.grid.grid.table.name === required.table && c.rows.length))
    issues.addMessage(`childTables.${required.table}`, required.message);
  issues.throwIfAny();

  const lookups = new ValueLookups(db, actor);
  await checkValues(lookups, "dataModel", path.rules, primary, issues);
  for (const { grid, rows } of children)
    for (const [i, row] of rows.entries())
      await checkValues(lookups, `childTables.${grid.grid.table.name}[${i}]`, grid.rules, row, issues);
  await checkMatchingReferences(db, table, primary, issues);
  issues.throwIfAny();
  for (const write of fixed) primary.writes.set(write.column.name, write);
  return { primary, children };
}

function checkGridRows(grid: EditableGrid, rows: TSaveRow[], issues: Issues): CheckedRow[] {
  const name = grid.grid.table.name;
  return rows.map((row, i) => {
    const at = `childTables.${name}[${i}]`;
    const checked = checkRow(at, grid.grid.table, grid.rules, row, issues, "insert");
    if (checked.id !== null) issues.add(`${at}.id`, "error_submission_new_rows");
    checked.kept.delete(grid.grid.foreignKey);
    for (const [column, value] of checked.kept)
      if (!blank(value)) issues.add(`${at}.${column}`, "error_not_a_grid_column");
    const quantity = checked.writes.get("quantity")?.value;
    if (typeof quantity === "number" && quantity < 1)
      issues.add(`${at}.quantity`, "value_at_least", { min: 1 });
    return checked;
  });
}

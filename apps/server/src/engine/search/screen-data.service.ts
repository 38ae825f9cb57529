import type { TConstraint, TGetDataForScreenResponse, TPrimaryRowModel } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listAttachments } from "../attachments/attachments.repository.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import { findColumn, allRelations } from "../dictionary/dictionary.js";
import { presentRow } from "../dictionary/dictionary.presenter.js";
import { resolveColumn, resolveTable } from "../dictionary/dictionary.resolve.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { coerceValue, param } from "./cell-values.js";
import { badValue, operatorNotAllowed } from "./search.errors.js";
import { assertAreaAccess, readScope } from "./search.policy.js";
import { from, rowsOf } from "./search.repository.js";
import { addLookupLabels, labelColumns, lookupFieldsOf, type LabelColumn } from "./lookup-labels.js";
import { loadScreen } from "./screen-search.js";
import { col } from "../dictionary/column-sql.js";
import { statusChoices } from "../records/status-transitions.js";
import { selectSql } from "./search-sql.js";

const MAX_CHILD_ROWS = 500;
const MAX_CARD_ROWS = 20;

/** The row a form opens: by primary-row model (key_attr id) or by searchValue (the id). */
function rowId(table: DictTable, model: TPrimaryRowModel | undefined, value: unknown): number {
  if (model) {
    if (model.tableName.toLowerCase() !== table.name)
      throw fieldError("searchQuery.tableName", "error_not_the_screen_table", { table: table.name });
    const key = model.keyAttributes.find((k) => k.key_attr.toLowerCase() === "id");
    if (!key) throw fieldError("searchQuery.keyAttributes", "error_key_attr_id");
    return coerceValue("searchQuery.keyAttributes.value", "integer", key.value) as number;
  }
  if (value === undefined) throw fieldError("searchQuery", "error_row_model_required");
  return coerceValue("searchValue", "integer", value) as number;
}

export type ChildGrid = {
  table: DictTable;
  foreignKey: string;
  columns: DictColumn[];
  editable: boolean;
  /** Lookup columns of the grid, answered with their labels. */
  lookups: LabelColumn[];
};

/** Child grids of a form with their link to the primary table, as the dictionary relates them. */
export function childGridsOf(document: TScreenDocument, parent: DictTable): ChildGrid[] {
  const sections = "sections" in document ? document.sections : [];
  return sections.flatMap((section) =>
    section.items.flatMap((item) => {
      if (item.kind !== "childGrid") return [];
      const relation = allRelations().find((r) => r.parent === parent.name && r.child === item.table);
      if (!relation) return [];
      const table = resolveTable("childTables", item.table);
      const names = ["id", ...item.columns.map((c) => c.column)];
      const columns = names.flatMap((n) => findColumn(table, n) ?? []);
      const lookups = labelColumns(
        table,
        item.columns.flatMap((c) => (c.type === "lookup" ? [c.column] : [])),
      );
      return [{ table, foreignKey: relation.foreignKey, columns, editable: item.editable, lookups }];
    }),
  );
}

/** A row the caller may see (every exposed column), or undefined. */
export async function readRow(db: Db, actor: Actor, table: DictTable, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select ${selectSql(table.columns)} from ${from(table)} where t.id = ${id} and ${readScope(table, actor)}`,
  );
  return row;
}

export async function readChildRows(db: Db, actor: Actor, grid: ChildGrid, parentId: number) {
  const rows = await rowsOf(
    db,
    sql`select ${selectSql(grid.columns)} from ${from(grid.table)}
        where ${col(grid.foreignKey)} = ${parentId} and ${readScope(grid.table, actor)}
        order by t.id limit ${MAX_CHILD_ROWS}`,
  );
  const presented = rows.map(presentRow);
  await addLookupLabels(db, actor, grid.lookups, presented);
  return presented;
}

/** getDataForScreen: the form's row (out of scope reads as missing) with its child grids. */
export async function dataForScreen(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  body: { screenName: string; searchQuery?: TPrimaryRowModel; searchValue?: string | number },
): Promise<TGetDataForScreenResponse> {
  const screen = await loadScreen(db, cache, body.screenName, actor);
  assertAreaAccess(actor, screen.table);
  const id = rowId(screen.table, body.searchQuery, body.searchValue);
  const row = await readRow(db, actor, screen.table, id);
  if (!row) throw notFound("error_no_row", { table: screen.table.name, id: String(id) });
  const childTables: TGetDataForScreenResponse["childTables"] = {};
  for (const grid of childGridsOf(screen.document, screen.table))
    childTables[grid.table.name] = await readChildRows(db, actor, grid, id);
  const attachments = await listAttachments(db, screen.table.name, id);
  const dataModel = presentRow(row);
  await addLookupLabels(db, actor, lookupFieldsOf(screen.document, screen.table), [dataModel]);
  const choices = statusChoices(actor, screen.table.name, row);
  return {
    tableName: screen.table.name,
    dataModel,
    childTables,
    attachments,
    ...(choices ? { statusChoices: choices } : {}),
  };
}

/** infocarddata: the placeholder columns of a table's rows picked by EQ constraints on its columns. */
export async function infoCardData(
  db: Db,
  actor: Actor,
  body: { tableName: string; placeHolders: string[]; dataConstraints: TConstraint[] },
) {
  const table = resolveTable("tableName", body.tableName);
  assertAreaAccess(actor, table);
  const columns = body.placeHolders.map((p, i) => resolveColumn(`placeHolders[${i}]`, table, p));
  const conditions = body.dataConstraints.map((c, i) => {
    const path = `dataConstraints[${i}]`;
    const [prefix, name] = c.left_operand.includes(".")
      ? c.left_operand.split(".", 2)
      : [table.name, c.left_operand];
    if (prefix!.toLowerCase() !== table.name)
      throw fieldError(`${path}.left_operand`, "error_not_a_table_column", {
        column: c.left_operand,
        table: table.name,
      });
    const column = resolveColumn(`${path}.left_operand`, table, name!);
    if ((c.operator ?? "EQ").toUpperCase() !== "EQ")
      throw operatorNotAllowed(`${path}.operator`, c.operator ?? "", c.left_operand, "EQ");
    if (c.right_operand === null || Array.isArray(c.right_operand))
      throw badValue(`${path}.right_operand`, "error_single_value");
    return sql`${col(column)} = ${param(column.type, coerceValue(`${path}.right_operand`, column.type, c.right_operand))}`;
  });
  // Tables keyed by code (request_statuses) have no id; they are ordered by their first column.
  const id = findColumn(table, "id");
  const withId = !id || columns.includes(id) ? columns : [id, ...columns];
  const rows = await rowsOf(
    db,
    sql`select ${selectSql(withId)} from ${from(table)}
        where ${sql.join([readScope(table, actor), ...conditions], sql` and `)} order by 1 limit ${MAX_CARD_ROWS}`,
  );
  return { tableName: table.name, rows: rows.map(presentRow) };
}

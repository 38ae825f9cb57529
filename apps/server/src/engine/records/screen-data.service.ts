import type { TGetDataForScreenResponse, TPrimaryRowModel } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { TScreenDocument } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { listAttachments } from "../attachments/attachments.repository.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import { findColumn, allRelations } from "../dictionary/dictionary.js";
import { presentRow } from "../dictionary/dictionary.presenter.js";
import { resolveTable } from "../dictionary/dictionary.resolve.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { coerceValue } from "../search/cell-values.js";
import { assertAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import { from, rowsOf } from "../search/search.repository.js";
import { addLookupLabels, labelColumns, lookupFieldsOf, type LabelColumn } from "../search/lookup-labels.js";
import { readRow } from "../search/row-reads.js";
import { loadScreen } from "../screens/screen-load.js";
import { col } from "../dictionary/column-sql.js";
import { statusChoices } from "./status-transitions.js";
import { selectSql } from "../search/search-sql.js";

const MAX_CHILD_ROWS = 500;

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

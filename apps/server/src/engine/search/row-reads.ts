import type { TConstraint } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError } from "../../lib/app-error.js";
import { findColumn } from "../dictionary/dictionary.js";
import { presentRow } from "../dictionary/dictionary.presenter.js";
import { resolveColumn, resolveTable } from "../dictionary/dictionary.resolve.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { col } from "../dictionary/column-sql.js";
import { assertAreaAccess, readScope } from "../dictionary/table-access.policy.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { coerceValue, param } from "./cell-values.js";
import { badValue, operatorNotAllowed } from "./search.errors.js";
import { from, rowsOf } from "./search.repository.js";
import { selectSql } from "./search-sql.js";

const MAX_CARD_ROWS = 20;

/** A row the caller may see (every exposed column), or undefined. */
export async function readRow(db: Db, actor: Actor, table: DictTable, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select ${selectSql(table.columns)} from ${from(table)} where t.id = ${id} and ${readScope(table, actor)}`,
  );
  return row;
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

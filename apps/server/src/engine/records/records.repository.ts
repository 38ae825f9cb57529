import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { param } from "../search/cell-values.js";
import { readScope } from "../dictionary/table-access.policy.js";
import { from, rowsOf, type DataRow } from "../search/search.repository.js";
import { selectSql } from "../search/search-sql.js";
import { findColumn } from "../dictionary/dictionary.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { isNumbered, nextRecordNumber, numberColumn } from "./record-numbers.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { Write } from "./save-checks.js";

const ident = (name: string) => sql.identifier(name);
const valueSql = (w: Write): SQL => (w.value === null ? sql`null` : param(w.column.type, w.value));

/**
 * The stored row, locked until the transaction ends, so concurrent saves of one row queue here
 * and each sees the version the previous one left (exactly one stale-free winner).
 */
export async function lockRow(
  db: Db,
  actor: Actor,
  table: DictTable,
  id: number,
): Promise<DataRow | undefined> {
  const [row] = await rowsOf(
    db,
    sql`select ${selectSql(table.columns)} from ${from(table)} where t.id = ${id} and ${readScope(table, actor)} for update`,
  );
  return row;
}

/** Bookkeeping the server owns: a new version and the change time, where the table has them. */
function bookkeeping(table: DictTable): SQL[] {
  const out: SQL[] = [];
  if (findColumn(table, "version")) out.push(sql`"version" = "version" + 1`);
  if (findColumn(table, "updated_at")) out.push(sql`"updated_at" = now()`);
  return out;
}

export async function updateRow(
  db: Db,
  table: DictTable,
  id: number,
  writes: Write[],
  where: SQL = sql`true`,
) {
  const sets = [...writes.map((w) => sql`${ident(w.column.name)} = ${valueSql(w)}`), ...bookkeeping(table)];
  if (!sets.length) return true;
  const rows = await rowsOf(
    db,
    sql`update ${from(table)} set ${sql.join(sets, sql`, `)} where t.id = ${id} and ${where} returning t.id`,
  );
  return rows.length > 0;
}

/** The new row's id, and its record number (SR-000123) where the table is numbered. */
export async function insertRow(
  db: Db,
  table: DictTable,
  writes: Write[],
  server: Record<string, unknown>,
): Promise<{ id: number; number?: string }> {
  const extra: Record<string, unknown> = { ...server };
  // Numbers people quote (SR-000123, RMA-000045) come from one source, shared with requestwf.
  let number: string | undefined;
  if (isNumbered(table.name)) {
    number = await nextRecordNumber(db, table.name);
    extra[numberColumn(table.name)] = number;
  }
  const names = [...writes.map((w) => w.column.name), ...Object.keys(extra)];
  const values = [...writes.map(valueSql), ...Object.values(extra).map((v) => sql`${v}`)];
  const [row] = await rowsOf(
    db,
    sql`insert into ${ident(table.name)} (${sql.join(names.map(ident), sql`, `)})
        values (${sql.join(values, sql`, `)}) returning id`,
  );
  return { id: Number(row!.id), number };
}

/** Child rows of the parent that the saved list no longer holds. */
export async function deleteChildrenExcept(
  db: Db,
  table: DictTable,
  foreignKey: string,
  parentId: number,
  keep: number[],
) {
  const kept = keep.length
    ? sql`and t.id not in (${sql.join(
        keep.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`delete from ${from(table)} where t.${ident(foreignKey)} = ${parentId} ${kept}`);
}

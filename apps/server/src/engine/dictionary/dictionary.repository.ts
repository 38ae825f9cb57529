import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { col } from "./column-sql.js";
import { findColumn } from "./dictionary.js";
import type { DictColumn, DictTable } from "./dictionary.types.js";
import { rowScope } from "./row-scope.js";
import { textMatchSql } from "./text-match.js";

export type DataRow = Record<string, unknown>;

/** Both drivers answer execute() with `{ rows }`. Only dictionary names ever become identifiers. */
async function rows(db: Db, query: SQL): Promise<DataRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: DataRow[] };
  return result.rows;
}

/** key/value pairs of a table for select boxes, within the caller's row scope. */
export async function selectKeyValues(
  db: Db,
  actor: Actor,
  table: DictTable,
  key: DictColumn,
  display: DictColumn,
  options: { code?: string; limit: number },
) {
  const filter = options.code === undefined ? sql`true` : sql`${col(key.name)}::text = ${options.code}`;
  return rows(
    db,
    sql`select ${col(key.name)} as "key", ${col(display.name)} as "value" from ${sql.identifier(table.name)} t
        where ${rowScope(table, actor)} and ${filter} order by 2, 1 limit ${options.limit}`,
  );
}

/** Rows of a table (every exposed column) whose search columns match the text (text-match.ts). */
export async function searchRows(db: Db, actor: Actor, table: DictTable, search: string, limit: number) {
  // date as text: node-postgres would turn it into a local-time Date and shift the day.
  const columns = sql.join(
    table.columns.map((c) =>
      c.type === "date" ? sql`${col(c.name)}::text as ${sql.identifier(c.name)}` : col(c.name),
    ),
    sql`, `,
  );
  const match = search
    ? sql.join(
        table.searchColumns.map((name) => textMatchSql(findColumn(table, name)!, search)),
        sql` or `,
      )
    : sql`true`;
  return rows(
    db,
    sql`select ${columns} from ${sql.identifier(table.name)} t where ${rowScope(table, actor)} and (${match})
        order by ${col(table.displayColumn)}, 1 limit ${limit}`,
  );
}

/** Rows the caller may see; for cards and counters. */
export async function countRows(db: Db, actor: Actor, table: DictTable): Promise<number> {
  const [row] = await rows(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table.name)} t where ${rowScope(table, actor)}`,
  );
  return Number(row?.n ?? 0);
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";

// The numbers people quote (prefix and digits as each table's behaviour declares them).
const numberingOf = (table: string) => tableBehaviour(table)?.numbering;

export const isNumbered = (table: string): boolean => numberingOf(table) !== undefined;
export const numberColumn = (table: string): string => numberingOf(table)!.column;

const bump = (db: Db, table: string) =>
  rowsOf(
    db,
    sql`update record_counters set last_value = last_value + 1 where name = ${table} returning last_value`,
  );

/**
 * The next number of a table, inside the caller's transaction. The counter row stays locked until
 * commit, so concurrent creations queue (never a duplicate); the first call of a database starts
 * after the highest number already stored in this format (seeded data).
 */
export async function nextRecordNumber(db: Db, table: string): Promise<string> {
  const { column, prefix, digits } = numberingOf(table)!;
  let [row] = await bump(db, table);
  if (!row) {
    const pattern = `^${prefix}[0-9]{1,9}$`;
    await db.execute(sql`insert into record_counters (name, last_value)
      select ${table}, coalesce(max(substr(${sql.identifier(column)}, ${prefix.length + 1}::integer)::integer), 0)
      from ${sql.identifier(table)} where ${sql.identifier(column)} ~ ${pattern}
      on conflict (name) do nothing`);
    [row] = await bump(db, table);
  }
  return `${prefix}${String(row!.last_value).padStart(digits, "0")}`;
}

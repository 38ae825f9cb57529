import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../dataview/dataview.repository.js";

/** The numbers people quote, in the demo seed's format: SR-000123, RMA-000045. */
const NUMBERED = {
  service_requests: { column: "request_number", prefix: "SR-" },
  rmas: { column: "rma_number", prefix: "RMA-" },
} as const;
export type NumberedTable = keyof typeof NUMBERED;

export const isNumbered = (table: string): table is NumberedTable => table in NUMBERED;
export const numberColumn = (table: NumberedTable) => NUMBERED[table].column;

const bump = (db: Db, table: NumberedTable) =>
  rowsOf(
    db,
    sql`update record_counters set last_value = last_value + 1 where name = ${table} returning last_value`,
  );

/**
 * The next number of a table, inside the caller's transaction. The counter row stays locked until
 * commit, so concurrent creations queue (never a duplicate); the first call of a database starts
 * after the highest number already stored in this format (seeded data).
 */
export async function nextRecordNumber(db: Db, table: NumberedTable): Promise<string> {
  const { column, prefix } = NUMBERED[table];
  let [row] = await bump(db, table);
  if (!row) {
    const pattern = `^${prefix}[0-9]{1,9}$`;
    await db.execute(sql`insert into record_counters (name, last_value)
      select ${table}, coalesce(max(substr(${sql.identifier(column)}, ${prefix.length + 1}::integer)::integer), 0)
      from ${sql.identifier(table)} where ${sql.identifier(column)} ~ ${pattern}
      on conflict (name) do nothing`);
    [row] = await bump(db, table);
  }
  return `${prefix}${String(row!.last_value).padStart(6, "0")}`;
}

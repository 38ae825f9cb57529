import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { requestStatuses } from "../requests/request-statuses.table.js";
import { codeTables, codeValues } from "./code-tables.table.js";

export type CodeRow = { code: string; label: string; parentCode: string | null; sort: number };

/** Request statuses have their own table (is_open, sort) but are offered like any code table. */
export const STATUS_CODE_TABLE = "request_status";

export async function listCodeTableNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: codeTables.name }).from(codeTables);
  return [STATUS_CODE_TABLE, ...rows.map((r) => r.name)];
}

/** Active codes of one table in their sort order; undefined when the table does not exist. */
export async function loadCodes(db: Db, table: string): Promise<CodeRow[] | undefined> {
  if (table === STATUS_CODE_TABLE) {
    const rows = await db.select().from(requestStatuses).orderBy(asc(requestStatuses.sort));
    return rows.map((r) => ({ code: r.code, label: r.name, parentCode: null, sort: r.sort }));
  }
  const [known] = await db.select().from(codeTables).where(eq(codeTables.name, table));
  if (!known) return undefined;
  const rows = await db
    .select()
    .from(codeValues)
    .where(eq(codeValues.tableName, table))
    .orderBy(asc(codeValues.sort), asc(codeValues.code));
  return rows
    .filter((r) => r.active)
    .map((r) => ({ code: r.code, label: r.label, parentCode: r.parentCode, sort: r.sort }));
}

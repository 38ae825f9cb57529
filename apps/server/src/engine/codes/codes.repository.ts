import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { codeSource, codeSourceNames, type CodeRow } from "./code-sources.js";
import { codeTables, codeValues } from "./code-tables.table.js";

export type { CodeRow };

export async function listCodeTableNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: codeTables.name }).from(codeTables);
  return [...codeSourceNames(), ...rows.map((r) => r.name)];
}

/** Active codes of one table in their sort order; undefined when the table does not exist. */
export async function loadCodes(db: Db, table: string): Promise<CodeRow[] | undefined> {
  const declared = codeSource(table);
  if (declared) return declared(db);
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

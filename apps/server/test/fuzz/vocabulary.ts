import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";
import type { Vocabulary } from "./schema-values.js";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Text columns whose values are names a request quotes: screens, workflows, codes, accounts, numbers. */
const NAME_COLUMNS = [
  "name",
  "code",
  "start_screen_name",
  "user_name",
  "email",
  "request_number",
  "rma_number",
  "table_name",
];

/**
 * What the seeded database holds, read from the catalogue rather than listed here, so the fuzzer
 * keeps up with new tables and screens: table and column names plus sample values of name columns.
 */
export async function vocabularyOf(db: Db): Promise<Vocabulary> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by 1, 2`,
    ),
  );
  const words = new Set<string>();
  const names = new Set<string>();
  const emails = new Set<string>(["nobody@example.test"]);
  for (const c of columns) words.add(c.table_name).add(c.column_name);
  for (const c of columns.filter((c) => NAME_COLUMNS.includes(c.column_name) && c.data_type === "text")) {
    const values = rowsOf<{ v: string }>(
      await db.execute(
        sql.raw(
          `select distinct "${c.column_name}" as v from "${c.table_name}" where "${c.column_name}" is not null limit 25`,
        ),
      ),
    );
    for (const { v } of values) (v.includes("@") ? emails : names).add(v);
  }
  return {
    names: [...names],
    words: [...words],
    emails: [...emails],
    ids: [1, 2, 3, 5, 8, 13, 21, 34, 55, 100, 101, 500, 600],
  };
}

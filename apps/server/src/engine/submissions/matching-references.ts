import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";
import { findColumn } from "../dictionary/dictionary.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { tableBehaviour } from "../dictionary/table-behaviour.js";
import type { CheckedRow } from "../records/save-checks.js";
import type { Issues } from "../records/records.errors.js";

/**
 * The wizard's look-ups are filtered by earlier choices (the assets of the chosen site); the
 * server holds a submission to the same rule, as the table's workflow declares it: the row a
 * reference names must carry the row's value in its `sameAs` column.
 */
export async function checkMatchingReferences(db: Db, table: DictTable, primary: CheckedRow, issues: Issues) {
  for (const rule of tableBehaviour(table.name)?.workflow?.matchingReferences ?? []) {
    const value = primary.writes.get(rule.column)?.value;
    const other = primary.writes.get(rule.sameAs)?.value;
    const referenced = findColumn(table, rule.column)?.references;
    if (typeof value !== "number" || typeof other !== "number" || !referenced) continue;
    const rows = await rowsOf(
      db,
      sql`select 1 from ${sql.identifier(referenced)}
          where id = ${value} and ${sql.identifier(rule.sameAs)} = ${other}`,
    );
    if (!rows.length) issues.addMessage(`dataModel.${rule.column}`, rule.refusal(value, other));
  }
}

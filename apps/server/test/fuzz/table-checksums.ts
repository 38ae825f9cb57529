import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.js";

/**
 * Tables a refused request may still write: the per-IP and per-account counters (a refused sign-in
 * is what they count) and the session's last-seen time. Everything else must stay as it was.
 */
const BOOKKEEPING = new Set(["rate_limits", "sessions"]);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The app's tables (public schema) whose content a refused request must not change. */
export async function checkedTables(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  return tables.map((t) => t.name).filter((name) => !BOOKKEEPING.has(name));
}

/**
 * One fingerprint per table: its row count and the sum of its rows' xmin (the transaction that
 * wrote each row version). Any insert, update or delete that committed changes it, even one that
 * wrote the same values; reading xmin touches no TOASTed column, so it is cheap enough per request.
 */
export async function tableChecksums(db: Db, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as name, count(*)::text || ':' || coalesce(sum(x.xmin::text::bigint), 0)::text as sum from "${t}" x`,
  );
  const rows = rowsOf<{ name: string; sum: string }>(await db.execute(sql.raw(parts.join(" union all "))));
  return new Map(rows.map((r) => [r.name, r.sum]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, sum]) => before.get(name) !== sum).map(([name]) => name);
}

/**
 * The next transaction id the database will hand out. Reading it assigns none, so when it has not
 * moved since the last request, nothing was written and the tables need no new fingerprint (on a
 * shared PostgreSQL, other databases' writes move it too; then the fingerprints are taken anyway).
 */
export async function writeMark(db: Db): Promise<string> {
  const [row] = rowsOf<{ mark: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`),
  );
  return row!.mark;
}

import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import type { DictTable } from "../dictionary/dictionary.types.js";

export type DataRow = Record<string, unknown>;

/** Both drivers answer execute() with `{ rows }`. */
export async function rowsOf(db: Db, query: SQL): Promise<DataRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: DataRow[] };
  return result.rows;
}

export const from = (table: DictTable): SQL => sql`${sql.identifier(table.name)} t`;

/** Exact counts stop here; above it the planner's estimate answers (counting 1M rows costs too much). */
export const COUNT_CAP = 10_000;

export type Count = { total: number; isEstimate: boolean };

/**
 * Counts matching rows up to the cap (an index-bounded scan), and only past the cap asks the
 * planner for its row estimate of the same query, never below the cap. An answer that was an
 * estimate is kept for ESTIMATE_TTL_MS, like the planner estimate it rests on: a big list's pages
 * do not count 10,001 index entries again on every request (exact counts are never kept).
 */
export async function cappedCount(
  db: Db,
  table: DictTable,
  where: SQL,
  residual: SQL | null = null,
): Promise<Count> {
  const key = queryKey(sql`${from(table)} where ${where}${residual ? sql` and ${residual}` : sql``}`);
  const known = estimatedCounts.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return known.count;
  const count = residual
    ? await scanBudgetCount(db, table, where, residual)
    : await countToCap(db, table, where);
  if (count.isEstimate) remember(estimatedCounts, key, { count, at: Date.now() });
  return count;
}

async function countToCap(db: Db, table: DictTable, where: SQL): Promise<Count> {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from (select 1 from ${from(table)} where ${where} limit ${COUNT_CAP + 1}) c`,
  );
  const n = Number(row?.n ?? 0);
  if (n <= COUNT_CAP) return { total: n, isEstimate: false };
  return { total: Math.max(COUNT_CAP + 1, await plannerEstimate(db, table, where)), isEstimate: true };
}

/** Rows a contains-match count checks at most (about 1 µs each, more on a busy machine). */
export const MATCH_SCAN_BUDGET = 2_000;

/**
 * A count with a contains-match (`ilike '%…%'`) part: no index finds those rows, so counting even
 * up to the cap could scan the whole table (a rare word: every row). Instead the match is checked
 * on at most MATCH_SCAN_BUDGET rows of the indexable part: all of them → the exact count; more → the
 * share of matches in that sample times the planner's estimate of the indexable part (an estimate).
 */
async function scanBudgetCount(db: Db, table: DictTable, where: SQL, residual: SQL): Promise<Count> {
  const [row] = await rowsOf(
    db,
    sql`select count(*) filter (where m)::int as n, count(*)::int as scanned
        from (select (${residual}) as m from ${from(table)} where ${where} limit ${MATCH_SCAN_BUDGET + 1}) c`,
  );
  const n = Number(row?.n ?? 0);
  const scanned = Number(row?.scanned ?? 0);
  if (scanned <= MATCH_SCAN_BUDGET) return { total: n, isEstimate: false };
  const rows = await plannerEstimate(db, table, where);
  return { total: Math.max(n, Math.round((n / scanned) * rows)), isEstimate: true };
}

const dialect = new PgDialect();
/** Planner estimates, and count answers that were estimates, by query (scope and values included), briefly. */
const estimates = new Map<string, { rows: number; at: number }>();
const estimatedCounts = new Map<string, { count: Count; at: number }>();
export const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;

function queryKey(query: SQL): string {
  const q = dialect.sqlToQuery(query);
  return `${q.sql}\u0000${JSON.stringify(q.params)}`;
}

/** Insertion-ordered maps: the oldest entry goes when full; a renewed key moves to the end. */
function remember<T>(map: Map<string, T>, key: string, value: T) {
  map.delete(key);
  if (map.size >= ESTIMATES_KEPT) map.delete(map.keys().next().value!);
  map.set(key, value);
}

async function plannerEstimate(db: Db, table: DictTable, where: SQL): Promise<number> {
  const key = queryKey(sql`${from(table)} where ${where}`);
  const known = estimates.get(key);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return known.rows;
  const rows = await explainRows(db, table, where);
  remember(estimates, key, { rows, at: Date.now() });
  return rows;
}

async function explainRows(db: Db, table: DictTable, where: SQL): Promise<number> {
  try {
    // A savepoint: a failed EXPLAIN must not abort the caller's transaction.
    const [row] = await db.transaction((sp) =>
      rowsOf(sp, sql`explain (format json) select 1 from ${from(table)} where ${where}`),
    );
    const plan = (row?.["QUERY PLAN"] ?? []) as { Plan?: { "Plan Rows"?: number } }[] | string;
    const parsed = typeof plan === "string" ? (JSON.parse(plan) as typeof plan) : plan;
    return Number((parsed as { Plan?: { "Plan Rows"?: number } }[])[0]?.Plan?.["Plan Rows"] ?? 0);
  } catch {
    // An engine that cannot explain a parameterised query still answers with the cap.
    return 0;
  }
}

import type { TSearchResponse } from "@fsm/contracts";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import { col } from "../dictionary/column-sql.js";
import { presentCell, presentRow } from "../dictionary/dictionary.presenter.js";
import { tooDeep } from "./search.errors.js";
import { cappedCount, from, rowsOf, type DataRow } from "./search.repository.js";
import { decodeCursor, encodeCursor } from "./search-cursor.js";
import type { Condition, GroupKey, OrderKey } from "./search-plan.js";
import { afterKeySql, keySelectSql, orderSql, selectSql, splitWhereSql, whereSql } from "./search-sql.js";

/** Offset paging is for the first pages only; deeper pages follow nextCursor (keyset). */
export const MAX_OFFSET = 10_000;

export type SearchPlan = {
  table: DictTable;
  scope: SQL;
  columns: DictColumn[];
  conditions: Condition[];
  text: { value: string; columns: DictColumn[] } | null;
  order: OrderKey[];
  groupBy: GroupKey[] | null;
  pageSize: number;
  /** 0-based first row for offset paging (ignored with a cursor). */
  offset: number;
  cursor?: string | null;
};

const withId = (columns: DictColumn[], id: DictColumn) =>
  columns.some((c) => c.name === "id") ? columns : [id, ...columns];

/** Runs a validated plan: one page (one row more than asked, to know if another follows) and the capped count. */
export async function runSearch(db: Db, plan: SearchPlan, offsetPath = "page"): Promise<TSearchResponse> {
  if (plan.groupBy) return runGroupBy(db, plan);
  const parts = splitWhereSql(plan.scope, plan.conditions, plan.text);
  const where = parts.residual ? sql`${parts.indexed} and ${parts.residual}` : parts.indexed;
  const keyed = plan.cursor
    ? sql`${where} and ${afterKeySql(plan.order, decodeCursor(plan.order, plan.cursor))}`
    : where;
  if (!plan.cursor && plan.offset > MAX_OFFSET) throw tooDeep(offsetPath, MAX_OFFSET);
  const id = plan.order.find((k) => k.column.name === "id")!.column;
  const rows = await rowsOf(
    db,
    sql`select ${selectSql(withId(plan.columns, id))}, ${keySelectSql(plan.order)}
        from ${from(plan.table)} where ${keyed} order by ${orderSql(plan.order)}
        limit ${plan.pageSize + 1} offset ${plan.cursor ? 0 : plan.offset}`,
  );
  // A last page reached by offset (not an empty one past the end) already tells the exact total.
  const count =
    !plan.cursor && rows.length <= plan.pageSize && (rows.length > 0 || plan.offset === 0)
      ? { total: plan.offset + rows.length, isEstimate: false }
      : await cappedCount(db, plan.table, parts.indexed, parts.residual);
  const page = rows.slice(0, plan.pageSize);
  const last = page.at(-1);
  // An estimate is never below the rows this answer itself proves to exist.
  const seen = (plan.cursor ? 0 : plan.offset) + rows.length;
  return {
    rows: page.map(stripKeys),
    total: count.isEstimate ? Math.max(count.total, seen) : count.total,
    totalIsEstimate: count.isEstimate,
    nextCursor:
      rows.length > plan.pageSize && last ? encodeCursor(plan.order, keyOf(plan.order, last)) : null,
    pageSize: plan.pageSize,
  };
}

/** An instant's month is UTC's, whatever the session's time zone. */
const utc = (column: DictColumn) => (column.type === "dateTime" ? sql` at time zone 'UTC'` : sql``);

const keyOf = (order: OrderKey[], row: DataRow) =>
  order.map((_, i) => (row[`__k${i}`] === null ? null : String(row[`__k${i}`])));

/** The row as presented, without the cursor's key columns (one pass: this runs for every row of every page). */
function stripKeys(row: DataRow) {
  const out: Record<string, ReturnType<typeof presentCell>> = {};
  for (const k in row) if (!k.startsWith("__k")) out[k] = presentCell(row[k]);
  return out;
}

/** groupBy: one row per distinct combination with its count, in that order; offset paging only. */
async function runGroupBy(db: Db, plan: SearchPlan): Promise<TSearchResponse> {
  const groups = plan.groupBy!;
  const where = whereSql(plan.scope, plan.conditions, plan.text);
  // A month bucket is text ("2026-11"), so it sorts in time and reads the same in every zone.
  const expr = (g: GroupKey) =>
    g.bucket === "month" ? sql`to_char(${col(g.column)}${utc(g.column)}, 'YYYY-MM')` : col(g.column);
  const keys = sql.join(groups.map(expr), sql`, `);
  const select = sql.join(
    groups.map((g) =>
      g.bucket ? sql`${expr(g)} as ${sql.identifier(g.column.name)}` : selectSql([g.column]),
    ),
    sql`, `,
  );
  const rows = await rowsOf(
    db,
    sql`select ${select}, count(*)::int as "count" from ${from(plan.table)} where ${where}
        group by ${keys} order by ${keys} limit ${plan.pageSize} offset ${Math.min(plan.offset, MAX_OFFSET)}`,
  );
  const [total] = await rowsOf(
    db,
    sql`select count(*)::int as n from (select 1 from ${from(plan.table)} where ${where} group by ${keys}) g`,
  );
  return {
    rows: rows.map((r) => presentRow(r)),
    total: Number(total?.n ?? 0),
    totalIsEstimate: false,
    nextCursor: null,
    pageSize: plan.pageSize,
  };
}

import { sql, type SQL } from "drizzle-orm";
import type { DictColumn } from "../dictionary/dictionary.types.js";
import { col } from "../dictionary/column-sql.js";
import { containsPattern, textMatchSql } from "../dictionary/text-match.js";
import { param } from "./cell-values.js";
import type { Condition, OrderKey } from "./search-plan.js";

function conditionSql({ column, op, value }: Condition): SQL {
  const c = col(column);
  if (value === null) return op === "EQ" ? sql`${c} is null` : sql`${c} is not null`;
  switch (op) {
    case "EQ":
      return sql`${c} = ${param(column.type, value)}`;
    case "NE":
      return sql`${c} is distinct from ${param(column.type, value)}`;
    case "GE":
      return sql`${c} >= ${param(column.type, value)}`;
    case "LE":
      return sql`${c} <= ${param(column.type, value)}`;
    case "LIKE":
      return sql`${c}::text ilike ${containsPattern(String(value))}`;
    case "IN":
      return sql`${c} in (${sql.join(
        (value as unknown[]).map((v) => param(column.type, v)),
        sql`, `,
      )})`;
  }
}

export function whereSql(
  scope: SQL,
  conditions: Condition[],
  text: { value: string; columns: DictColumn[] } | null,
): SQL {
  const { indexed, residual } = splitWhereSql(scope, conditions, text);
  return residual ? sql`${indexed} and ${residual}` : indexed;
}

/**
 * The same WHERE in two parts: what a btree index can serve (scope, EQ/IN/range conditions) and the
 * text-matching rest (LIKE filters, search text: text-match.ts), which a trigram or identifier
 * index serves for a page but not as a countable range. The capped count bounds how many rows it
 * scans for the rest (dataview.repository).
 */
export function splitWhereSql(
  scope: SQL,
  conditions: Condition[],
  text: { value: string; columns: DictColumn[] } | null,
): { indexed: SQL; residual: SQL | null } {
  const indexed = [scope, ...conditions.filter((c) => c.op !== "LIKE").map(conditionSql)];
  const residual = conditions.filter((c) => c.op === "LIKE").map(conditionSql);
  if (text) {
    residual.push(
      sql`(${sql.join(
        text.columns.map((c) => textMatchSql(c, text.value)),
        sql` or `,
      )})`,
    );
  }
  return {
    indexed: sql.join(indexed, sql` and `),
    residual: residual.length ? sql.join(residual, sql` and `) : null,
  };
}

export const orderSql = (order: OrderKey[]): SQL =>
  sql.join(
    order.map((k) => sql`${col(k.column)} ${sql.raw(k.dir === "asc" ? "asc" : "desc")}`),
    sql`, `,
  );

/**
 * Rows strictly after the cursor's key. With one direction and no nullable column, a row
 * comparison lets PostgreSQL walk a (col…, id) index; otherwise the expanded form, which follows
 * PostgreSQL's default null placement (last ascending, first descending).
 */
export function afterKeySql(order: OrderKey[], values: (string | null)[]): SQL {
  const sameDir = order.every((k) => k.dir === order[0]!.dir);
  if (sameDir && order.every((k) => k.notNull) && values.every((v) => v !== null)) {
    const left = sql.join(
      order.map((k) => col(k.column)),
      sql`, `,
    );
    const right = sql.join(
      order.map((k, i) => param(k.column.type, values[i])),
      sql`, `,
    );
    return order[0]!.dir === "asc" ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
  }
  const equal = (k: OrderKey, v: string | null) =>
    v === null ? sql`${col(k.column)} is null` : sql`${col(k.column)} = ${param(k.column.type, v)}`;
  const after = (k: OrderKey, v: string | null): SQL => {
    const c = col(k.column);
    if (k.dir === "asc")
      return v === null ? sql`false` : sql`(${c} > ${param(k.column.type, v)} or ${c} is null)`;
    return v === null ? sql`${c} is not null` : sql`${c} < ${param(k.column.type, v)}`;
  };
  const branches = order.map((k, i) =>
    sql.join([...order.slice(0, i).map((p, j) => equal(p, values[j]!)), after(k, values[i]!)], sql` and `),
  );
  return sql`(${sql.join(branches, sql` or `)})`;
}

/** Output columns; dates as text so node-postgres never shifts a day into local time. */
export const selectSql = (columns: DictColumn[]): SQL =>
  sql.join(
    columns.map((c) =>
      c.type === "date"
        ? sql`${col(c)}::text as ${sql.identifier(c.name)}`
        : sql`${col(c)} as ${sql.identifier(c.name)}`,
    ),
    sql`, `,
  );

/** The sort key of each row as exact text (timestamps keep their microseconds) for the cursor. */
export const keySelectSql = (order: OrderKey[]): SQL =>
  sql.join(
    order.map((k, i) => sql`${col(k.column)}::text as ${sql.identifier(`__k${i}`)}`),
    sql`, `,
  );

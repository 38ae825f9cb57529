import type { TConstraint } from "@fsm/contracts";
import { FILTER_OPERATORS, type FilterOperator } from "@fsm/metadata";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import { coerceValue } from "./cell-values.js";
import { badValue, notAColumn, notSortable, operatorNotAllowed, unknownFilter } from "./search.errors.js";
import { isNotNull } from "../dictionary/column-shapes.js";
import { dictColumn, type LoadedSearch } from "../screens/screen-load.js";
import { assertTypeOperator } from "./search-operators.js";

/** value: a coerced scalar, a list for IN, or null (EQ/NE only: IS [NOT] NULL). */
export type Condition = { column: DictColumn; op: FilterOperator; value: unknown };
export type OrderKey = { column: DictColumn; dir: "asc" | "desc"; notNull: boolean };

const OPERATORS = new Set<string>(FILTER_OPERATORS);

/** Requested output columns: each must be a column the screen's search shows (or the row's id). */
export function planColumns(s: LoadedSearch, requested: string[] | undefined, path: string): DictColumn[] {
  const shown = new Set(s.search.columns.map((c) => c.column));
  const names = requested?.length ? requested : [...shown];
  return names.map((name, i) => {
    const key = name.toLowerCase();
    if (!shown.has(key) && !(key === "id" && path === "searchQuery"))
      throw notAColumn(`${path}[${i}]`, name, s.name);
    return dictColumn(s, key);
  });
}

function condition(path: string, column: DictColumn, op: FilterOperator, value: unknown): Condition {
  if (value === null) {
    if (op !== "EQ" && op !== "NE") throw badValue(`${path}.right_operand`, "error_must_be_value");
    return { column, op, value: null };
  }
  if (op === "IN") {
    const list = Array.isArray(value) ? value : [value];
    if (!list.length) throw badValue(`${path}.right_operand`, "error_must_be_list");
    return {
      column,
      op,
      value: list.map((v, i) => coerceValue(`${path}.right_operand[${i}]`, column.type, v)),
    };
  }
  if (Array.isArray(value)) throw badValue(`${path}.right_operand`, "error_single_value");
  if (op === "LIKE") return { column, op, value: coerceValue(`${path}.right_operand`, "text", value) };
  return { column, op, value: coerceValue(`${path}.right_operand`, column.type, value) };
}

/**
 * Criteria → conditions. left_operand must be a filter item_name the screen declares (or, for
 * navigation criteria and counters, a column of its search); the operator must be the declared
 * one (EQ for a column), and one the field type of the filter or column declares.
 */
export function planConstraints(
  s: LoadedSearch,
  constraints: TConstraint[],
  path: string,
  options: { columnsToo?: boolean } = {},
): Condition[] {
  return constraints.map((c, i) => {
    const at = `${path}[${i}]`;
    const wanted = c.left_operand.toLowerCase();
    const filter = s.search.filters.find((f) => f.item_name.toLowerCase() === wanted);
    const shown = options.columnsToo ? s.search.columns.find((col) => col.column === wanted) : undefined;
    const declaredItem = filter ?? shown;
    if (!declaredItem) throw unknownFilter(`${at}.left_operand`, c.left_operand, s.name);
    const declared = filter?.operator ?? "EQ";
    const op = (c.operator ?? declared).toUpperCase();
    if (!OPERATORS.has(op) || op !== declared)
      throw operatorNotAllowed(`${at}.operator`, c.operator ?? "", c.left_operand, declared);
    assertTypeOperator(`${at}.operator`, c.left_operand, declaredItem.type, op);
    return condition(at, dictColumn(s, filter?.column ?? wanted), op as FilterOperator, c.right_operand);
  });
}

/**
 * searchMap: the filter form's values (item_name → value) with the declared operator. A blank
 * value (empty text, null, empty list) is a filter left empty, so it narrows nothing.
 */
export const planSearchMap = (s: LoadedSearch, map: Record<string, TConstraint["right_operand"]>) =>
  planConstraints(
    s,
    Object.entries(map)
      .filter(([, value]) => value !== "" && value !== null && !(Array.isArray(value) && !value.length))
      .map(([item, value]) => ({ left_operand: item, right_operand: value })),
    "searchMap",
  );

/**
 * The sort: declared sortable columns only (else the screen's default order), always ending on id
 * so every row has one place and keyset paging never skips or repeats one.
 */
export function planOrder(
  s: LoadedSearch,
  orderBy: { column: string; direction: "asc" | "desc" }[],
): OrderKey[] {
  const key = (table: DictTable, column: DictColumn, dir: "asc" | "desc"): OrderKey => ({
    column,
    dir,
    notNull: isNotNull(table.name, column.name),
  });
  const keys = orderBy.length
    ? orderBy.map((o, i) => {
        const name = o.column.toLowerCase();
        const declared = s.search.columns.find((c) => c.column === name);
        if (!declared?.sortable) throw notSortable(`orderBy[${i}].column`, o.column, s.name);
        return key(s.table, dictColumn(s, name), o.direction);
      })
    : s.search.defaultOrder.map((o) => key(s.table, dictColumn(s, o.column), o.direction));
  if (!keys.some((k) => k.column.name === "id")) {
    keys.push(key(s.table, dictColumn(s, "id"), keys.at(-1)?.dir ?? "asc"));
  }
  return keys;
}

/** A grouping key: a column's value, or (`column:month`) the calendar month of a date column. */
export type GroupKey = { column: DictColumn; bucket: "month" | null };

const MONTH_SUFFIX = ":month";

/**
 * groupBy: columns of the search to count rows by; `created_at:month` counts a date or date-time
 * column per calendar month (UTC), answered as "YYYY-MM" under the column's name.
 */
export function planGroupBy(s: LoadedSearch, groupBy: string[] | undefined): GroupKey[] | null {
  if (!groupBy?.length) return null;
  const month = groupBy.map((item) => item.toLowerCase().endsWith(MONTH_SUFFIX));
  const names = groupBy.map((item, i) => (month[i] ? item.slice(0, -MONTH_SUFFIX.length) : item));
  return planColumns(s, names, "groupBy").map((column, i) => {
    if (month[i] && column.type !== "date" && column.type !== "dateTime")
      throw badValue(`groupBy[${i}]`, "error_must_be_date");
    return { column, bucket: month[i] ? "month" : null };
  });
}

/** Quick/global search text over the declared globalSearchColumns; blank means no text filter. */
export function planText(s: LoadedSearch, value: string | undefined) {
  const text = value?.trim() ?? "";
  if (!text || !s.search.globalSearchColumns.length) return null;
  return { value: text, columns: s.search.globalSearchColumns.map((c) => dictColumn(s, c)) };
}

import type { TSaveRow } from "@fsm/contracts";
import { fieldValueSchema, fromZodError } from "@fsm/metadata";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { loadCodes } from "../codes/codes.repository.js";
import { coerceValue } from "../search/cell-values.js";
import { readScope } from "../dictionary/table-access.policy.js";
import { from, rowsOf } from "../search/search.repository.js";
import { isLookupLabel } from "../search/lookup-labels.js";
import { isNotNull } from "../dictionary/column-shapes.js";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import type { DataType, DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { Issues } from "./records.errors.js";
import type { Rules } from "./save-rules.js";
import { storable } from "./storable.js";

export type Write = { column: DictColumn; value: string | number | boolean | null };
/** writes: editable columns to store; kept: everything else the client sent, which must equal the stored row. */
export type CheckedRow = { id: number | null; writes: Map<string, Write>; kept: Map<string, unknown> };

/** A value the client left empty: null, undefined or "". */
export const blank = (v: unknown) => v === null || v === undefined || v === "";

// An optional text kept NOT NULL in the schema (notes, description: default '') stores a cleared
// field as '', as forms send it null; writing null there failed the statement (a 500).
const emptyValue = (table: DictTable, column: DictColumn): "" | null =>
  column.type === "text" && isNotNull(table.name, column.name) ? "" : null;

/** Shape and type checks of one row against its rules, without the database. */
export function checkRow(
  path: string,
  table: DictTable,
  rules: Rules,
  row: TSaveRow,
  issues: Issues,
  mode: "insert" | "update",
): CheckedRow {
  const out: CheckedRow = { id: null, writes: new Map(), kept: new Map() };
  for (const [key, value] of Object.entries(row)) {
    const at = `${path}.${key}`;
    const column = findColumn(table, key);
    if (!column) {
      // Labels the server added to the record (site_id__display) travel back with it; never stored.
      if (isLookupLabel(table, key)) continue;
      issues.add(at, "error_unknown_column", { name: key, table: table.name });
      continue;
    }
    if (column.name === "id") {
      if (!blank(value)) out.id = issues.attempt(() => coerceValue(at, "integer", value) as number) ?? null;
      continue;
    }
    const rule = rules.get(column.name);
    if (!rule) {
      out.kept.set(column.name, value);
      continue;
    }
    if (blank(value)) {
      // A NOT NULL column other than text (which stores '') cannot take a blank, required or not.
      const unstorable = emptyValue(table, column) === null && isNotNull(table.name, column.name);
      if (rule.required || unstorable) issues.add(at, "value_required");
      else out.writes.set(column.name, { column, value: emptyValue(table, column) });
      continue;
    }
    if (Array.isArray(value)) {
      issues.add(at, "error_single_value");
      continue;
    }
    const coerced = issues.attempt(() => storable(at, column, coerceValue(at, column.type, value)));
    if (coerced === undefined) continue;
    // The field type's own check, the one the web form runs: e-mail and phone patterns, ranges…
    const error = fieldValueSchema(rule.field, rule.required).safeParse(value).error;
    const refused = error ? fromZodError(error)[0] : undefined;
    if (refused) issues.addIssue(at, refused);
    else out.writes.set(column.name, { column, value: coerced });
  }
  if (mode === "insert")
    for (const [name, rule] of rules)
      if (rule.required && !out.writes.has(name) && !issues.list.some((i) => i.path === `${path}.${name}`))
        issues.add(`${path}.${name}`, "value_required");
  return out;
}

function same(type: DataType, a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  if (type === "dateTime") return Date.parse(text(a)) === Date.parse(text(b));
  if (type === "integer" || type === "number") return Number(a) === Number(b);
  return text(a) === text(b);
}

/** Columns the client may not change (read-only, or not on the screen) must arrive as stored. */
export function checkKept(
  path: string,
  table: DictTable,
  row: CheckedRow,
  stored: Record<string, unknown>,
  issues: Issues,
) {
  for (const [name, value] of row.kept) {
    const column = findColumn(table, name)!;
    if (!same(column.type, value, stored[name])) issues.add(`${path}.${name}`, "error_read_only_changed");
  }
}

/**
 * What the value checks read, each read once per save or submission however many rows name it:
 * a code table's codes, and whether a referenced row is in the caller's scope. A save writes no
 * code and a failed reference throws before the next row is written, so a memo never goes stale.
 */
export class ValueLookups {
  private readonly codes = new Map<string, Promise<ReadonlySet<unknown>>>();
  private readonly rows = new Map<string, Promise<boolean>>();
  constructor(
    readonly db: Db,
    readonly actor: Actor,
  ) {}

  codesOf(codeTable: string): Promise<ReadonlySet<unknown>> {
    let known = this.codes.get(codeTable);
    if (!known) {
      known = loadCodes(this.db, codeTable).then(
        (codes) => new Set<unknown>((codes ?? []).map((c) => c.code)),
      );
      this.codes.set(codeTable, known);
    }
    return known;
  }

  visible(table: DictTable, id: unknown): Promise<boolean> {
    const key = `${table.name}:${String(id)}`;
    let known = this.rows.get(key);
    if (!known) {
      known = rowsOf(
        this.db,
        sql`select 1 from ${from(table)} where t.id = ${id}::integer and ${readScope(table, this.actor)}`,
      ).then((rows) => rows.length > 0);
      this.rows.set(key, known);
    }
    return known;
  }
}

/** Code values must exist in their code table; references must point at rows the caller may see. */
export async function checkValues(
  lookups: ValueLookups,
  path: string,
  rules: Rules,
  row: CheckedRow,
  issues: Issues,
): Promise<void> {
  for (const [name, write] of row.writes) {
    if (write.value === null) continue;
    const rule = rules.get(name)!;
    if (rule.codeTable && !(await lookups.codesOf(rule.codeTable)).has(write.value))
      issues.add(`${path}.${name}`, "error_not_a_code", {
        value: String(write.value),
        codeTable: rule.codeTable,
      });
    const target = write.column.references ? findTable(write.column.references) : undefined;
    if (target && !(await lookups.visible(target, write.value)))
      issues.add(`${path}.${name}`, "error_no_reference_row", {
        table: target.name,
        id: String(write.value),
      });
  }
}

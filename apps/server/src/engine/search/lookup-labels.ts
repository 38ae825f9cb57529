import type { TScreenDocument } from "@fsm/metadata";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { presentCell } from "../dictionary/dictionary.presenter.js";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import type { DictColumn, DictTable } from "../dictionary/dictionary.types.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { readScope } from "../dictionary/table-access.policy.js";
import { from, rowsOf } from "./search.repository.js";

/** A lookup column of a form and where its label lives: the referenced table's display column. */
export type LabelColumn = { column: DictColumn; target: DictTable; display: DictColumn };

/** Where a record carries the label of a lookup column (apps/web reads the same name). */
export const displayKey = (column: string): string => `${column}__display`;
const DISPLAY_SUFFIX = "__display";

/** True for `<column>__display` of a reference column: a label the server added, never stored. */
export function isLookupLabel(table: DictTable, key: string): boolean {
  if (!key.endsWith(DISPLAY_SUFFIX)) return false;
  return !!findColumn(table, key.slice(0, -DISPLAY_SUFFIX.length))?.references;
}

/** The labelled columns among `names` of `table` (identifiers only ever come from the dictionary). */
export function labelColumns(table: DictTable, names: string[]): LabelColumn[] {
  return [...new Set(names)].flatMap((name) => {
    const column = findColumn(table, name);
    const target = column?.references ? findTable(column.references) : undefined;
    const display = target ? findColumn(target, target.displayColumn) : undefined;
    return column && target && display ? [{ column, target, display }] : [];
  });
}

/** Lookup fields of a screen's sections on its own table. */
export function lookupFieldsOf(document: TScreenDocument, table: DictTable): LabelColumn[] {
  const sections = "sections" in document ? document.sections : [];
  const names = sections.flatMap((s) =>
    s.items.flatMap((item) => (item.kind === "field" && item.type === "lookup" ? [item.column] : [])),
  );
  return labelColumns(table, names);
}

const keyOf = (value: unknown): number | null => {
  const n = value === null || value === "" ? NaN : Number(value);
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Adds `<column>__display` to each row for each lookup column: the referenced row's display text,
 * read in the caller's row scope. A key outside the scope (another company's site) gets null, so a
 * label never tells a customer more than the lookup itself would.
 */
export async function addLookupLabels(
  db: Db,
  actor: Actor,
  columns: LabelColumn[],
  rows: Record<string, unknown>[],
): Promise<void> {
  for (const { column, target, display } of columns) {
    const keys = [...new Set(rows.flatMap((r) => keyOf(r[column.name]) ?? []))];
    const labels = new Map<number, unknown>();
    if (keys.length) {
      const found = await rowsOf(
        db,
        sql`select t.id as key, t.${sql.identifier(display.name)} as label from ${from(target)}
            where t.id in (${sql.join(
              keys.map((k) => sql`${k}`),
              sql`, `,
            )}) and ${readScope(target, actor)}`,
      );
      for (const row of found) labels.set(Number(row.key), row.label);
    }
    for (const row of rows) {
      const key = keyOf(row[column.name]);
      row[displayKey(column.name)] = key === null ? null : presentCell(labels.get(key));
    }
  }
}

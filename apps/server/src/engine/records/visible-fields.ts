import type { TSaveRow } from "@fsm/contracts";
import { fieldItemsOf, isFieldVisible, type TFieldItem, type TScreenDocument } from "@fsm/metadata";
import { findColumn } from "../dictionary/dictionary.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import type { Rules } from "./save-rules.js";
import { blank } from "./save-checks.js";

/**
 * A value sent for a column in the form the web's toModel gives it (visibility.ts), so a rule
 * holds on the server exactly when it holds in the browser: blank is null (an unticked checkbox
 * false), numbers and keys are numbers, flags booleans, everything else as sent.
 */
function modelValue(table: DictTable, field: TFieldItem, value: unknown): unknown {
  const type = findColumn(table, field.column)?.type;
  if (field.type === "checkbox" || type === "boolean") return value === true || value === "true";
  if (blank(value)) return null;
  if (
    (type === "integer" || type === "number") &&
    typeof value === "string" &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  return value;
}

/**
 * Columns whose every field item on these screens is hidden by its visibleWhen rule for this data.
 * Hidden fields are skipped like the web skips them: not required, and whatever was sent for them
 * is ignored (an update keeps the stored value, a new record the column's default), never cleared.
 */
export function hiddenColumns(documents: TScreenDocument[], table: DictTable, data: TSaveRow): Set<string> {
  const hidden = new Set<string>();
  const shown = new Set<string>();
  for (const document of documents) {
    const fields = fieldItemsOf("sections" in document ? document.sections : []);
    for (const item of fields) {
      const visible = isFieldVisible(item, fields, (other) => modelValue(table, other, data[other.column]));
      (visible ? shown : hidden).add(item.column);
    }
  }
  for (const column of shown) hidden.delete(column);
  return hidden;
}

/** The row and rules without hidden columns. */
export function withoutHidden(data: TSaveRow, rules: Rules, hidden: Set<string>): [TSaveRow, Rules] {
  if (!hidden.size) return [data, rules];
  const row = Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.has(k.toLowerCase())));
  const kept: Rules = new Map([...rules].filter(([name]) => !hidden.has(name)));
  return [row, kept];
}

import { decodeCursorText, encodeCursorText } from "../../lib/cursor-text.js";
import { coerceValue } from "./cell-values.js";
import { badCursor } from "./search.errors.js";
import type { OrderKey } from "./search-plan.js";

const signature = (order: OrderKey[]) => order.map((k) => `${k.column.name}:${k.dir}`).join(",");

/** The keyset cursor of a search: the last row's sort key (exact text) plus the order it belongs to. */
export const encodeCursor = (order: OrderKey[], key: (string | null)[]): string =>
  encodeCursorText({ o: signature(order), k: key });

export function decodeCursor(order: OrderKey[], cursor: string): (string | null)[] {
  const { o, k } = (decodeCursorText(cursor) ?? {}) as { o?: unknown; k?: unknown };
  const valid =
    o === signature(order) &&
    Array.isArray(k) &&
    k.length === order.length &&
    k.every((v, i) => v === null || (typeof v === "string" && v.length <= 500 && fitsColumn(order[i]!, v)));
  if (!valid) throw badCursor();
  return k as (string | null)[];
}

/** A forged key ("notadate" for a timestamp) must be a 400 naming cursor, not a failed cast in SQL. */
function fitsColumn(key: OrderKey, value: string): boolean {
  try {
    coerceValue("cursor", key.column.type, value);
    return !value.includes("\u0000");
  } catch {
    return false;
  }
}

import type { TFieldItem } from "@fsm/metadata";
import { z } from "zod";
import type { TRow } from "../../data-source";
import { rawOf } from "../shared/values";

/** A chosen row of the lookup screen: its key (stored) and its display text (shown). */
export const ZLookupValue = z.object({ key: z.union([z.string(), z.number()]), label: z.string() });
export type TLookupValue = z.infer<typeof ZLookupValue>;

/**
 * Where a row carries the display text of a lookup column: the server adds `<column>__display`
 * (the referenced row's display column) to opened records and ignores it on save.
 */
export const lookupDisplayColumn = (item: TFieldItem): string => `${item.column}__display`;

export function lookupFromModel(row: TRow, item: TFieldItem): TLookupValue | null {
  const key = rawOf(row, item);
  if (typeof key !== "string" && typeof key !== "number") return null;
  const label = row[lookupDisplayColumn(item)];
  return { key, label: label === null || label === undefined ? String(key) : String(label) };
}

export const asLookupValue = (value: unknown): TLookupValue | null => {
  const parsed = ZLookupValue.safeParse(value);
  return parsed.success ? parsed.data : null;
};

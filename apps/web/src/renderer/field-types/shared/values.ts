import type { TFieldItem } from "@fsm/metadata";
import type { TRow } from "../../data-source";

/** The stored value of a field, falling back to the metadata default for a new record. */
export const rawOf = (row: TRow, item: TFieldItem): unknown => row[item.column] ?? item.default ?? null;

export const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : String(value);

/** Empty inputs are stored as null, not as empty strings. */
export const textOrNull = (value: unknown): string | null => (asText(value) === "" ? null : asText(value));

import type { TSearchDefinition } from "@fsm/metadata";
import { isBadgeCodeTable } from "../../../lib/ui/badge-tones";

type TColumn = TSearchDefinition["columns"][number];

/**
 * What a list card shows, read from the search columns: the number (the first column), the
 * status and priority badges, a title (the first text column after it) and a date (the first
 * date column). Metadata needs no card-specific settings.
 */
export function cardColumns(columns: readonly TColumn[]) {
  const [number, ...rest] = columns;
  return {
    number: number!,
    badges: rest.filter((c) => c.type === "codeSelect" && isBadgeCodeTable(c.codeTable)),
    title: rest.find((c) => c.type === "text" || c.type === "multilineText"),
    date: rest.find((c) => c.type === "dateTime" || c.type === "date"),
  };
}

/** The columns a list draws: a card's parts on a phone, every column in a table. */
export function shownColumns(columns: readonly TColumn[], phone: boolean): TColumn[] {
  if (!phone) return [...columns];
  const { number, badges, title, date } = cardColumns(columns);
  return [number, ...badges, ...(title ? [title] : []), ...(date ? [date] : [])];
}

/** Columns whose values never wrap in a table cell: the record number, badges and dates. */
export const isNoWrapColumn = (column: TColumn, index: number): boolean =>
  index === 0 ||
  column.type === "date" ||
  column.type === "dateTime" ||
  (column.type === "codeSelect" && isBadgeCodeTable(column.codeTable));

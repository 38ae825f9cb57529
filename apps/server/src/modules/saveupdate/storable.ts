import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema.js";
import { fieldError } from "../../lib/app-error.js";
import type { DictColumn } from "../dictionary/dictionary.types.js";
import { isNumbered, numberColumn } from "../requestwf/record-numbers.repository.js";
import type { Issues } from "./saveupdate.errors.js";

// JavaScript's Date.parse accepts "1", "March 7" and 2026-02-30; PostgreSQL refuses them mid-write
// (a 500). Values are held to what both agree on: ISO 8601 with a real calendar day.
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function realDay(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A coerced value the database will take as it is, or a 400 naming the path. */
export function storable<T extends string | number | boolean>(at: string, column: DictColumn, value: T): T {
  if (typeof value !== "string") return value;
  // PostgreSQL text cannot hold NUL; the driver would fail the statement.
  if (value.includes("\u0000")) throw fieldError(at, "must not contain NUL characters");
  if (column.type === "date" && !realDay(DATE.exec(value)))
    throw fieldError(at, "must be a real calendar date (YYYY-MM-DD)");
  if (column.type === "dateTime" && !realDay(DATE_TIME.exec(value)))
    throw fieldError(at, "must be a date and time (ISO 8601, e.g. 2026-12-01T08:00:00Z)");
  return value;
}

type Shape = { notNull: boolean; hasDefault: boolean };
const SHAPES = new Map<string, Map<string, Shape>>(
  Object.values(schema).map((table) => {
    const config = getTableConfig(table as PgTable);
    return [
      config.name,
      new Map(config.columns.map((c) => [c.name, { notNull: c.notNull, hasDefault: c.hasDefault }])),
    ];
  }),
);

/**
 * NOT NULL columns without a default that an insert leaves out: named as required fields (400)
 * instead of failing the statement. `present` holds every column the caller gives the insert;
 * the record number (SR-000123) is insertRow's own to write.
 */
export function checkInsertable(path: string, table: string, present: Iterable<string>, issues: Issues) {
  const written = new Set(present);
  if (isNumbered(table)) written.add(numberColumn(table));
  for (const [name, shape] of SHAPES.get(table) ?? [])
    if (shape.notNull && !shape.hasDefault && !written.has(name))
      issues.add(`${path}.${name}`, "is required");
}

/** A NOT NULL column: a blank value cannot be stored in it (text ones store '' instead, see save-checks). */
export const isNotNullColumn = (table: string, column: string) =>
  SHAPES.get(table)?.get(column)?.notNull ?? false;

import { isCalendarDate, isDateTime } from "@fsm/metadata";
import { fieldError } from "../../lib/app-error.js";
import { findTable } from "../dictionary/dictionary.js";
import { columnShapes } from "../dictionary/column-shapes.js";
import type { DictColumn } from "../dictionary/dictionary.types.js";
import { isNumbered, numberColumn } from "./record-numbers.repository.js";
import type { Issues } from "./records.errors.js";

// JavaScript's Date.parse accepts "1", "March 7" and 2026-02-30; PostgreSQL refuses them mid-write
// (a 500). Values are held to what both agree on (the date field types' own checks).
/** A coerced value the database will take as it is, or a 400 naming the path. */
export function storable<T extends string | number | boolean>(at: string, column: DictColumn, value: T): T {
  if (typeof value !== "string") return value;
  // PostgreSQL text cannot hold NUL; the driver would fail the statement.
  if (value.includes("\u0000")) throw fieldError(at, "error_nul_characters");
  if (column.type === "date" && !isCalendarDate(value)) throw fieldError(at, "error_calendar_date");
  if (column.type === "dateTime" && !isDateTime(value)) throw fieldError(at, "error_iso_date_time");
  return value;
}

/**
 * NOT NULL columns without a default that an insert leaves out: named as required fields (400)
 * instead of failing the statement. `present` holds every column the caller gives the insert;
 * the record number (SR-000123) is insertRow's own to write.
 */
export function checkInsertable(path: string, table: string, present: Iterable<string>, issues: Issues) {
  const written = new Set(present);
  if (isNumbered(table)) written.add(numberColumn(table));
  const storage = findTable(table)?.storage;
  for (const [name, shape] of storage ? columnShapes(storage) : [])
    if (shape.notNull && !shape.hasDefault && !written.has(name))
      issues.add(`${path}.${name}`, "value_required");
}

import { isCalendarDate, isDateTime } from "@fsm/metadata";
import type { DataType } from "../dictionary/dictionary.types.js";
import { sql, type SQL } from "drizzle-orm";
import { badValue } from "./search.errors.js";

const INT = /^-?\d{1,10}$/;
const INT_MAX = 2 ** 31 - 1;

/**
 * A client value as the column's type, or a 400 naming the path. Values only ever travel as bound
 * parameters; this check is about answering "wrong type" instead of a database error.
 */
export function coerceValue(path: string, type: DataType, value: unknown): string | number | boolean {
  switch (type) {
    case "integer": {
      const n = typeof value === "string" && INT.test(value.trim()) ? Number(value) : value;
      if (typeof n !== "number" || !Number.isInteger(n) || Math.abs(n) > INT_MAX)
        throw badValue(path, "value_whole_number");
      return n;
    }
    case "number": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) throw badValue(path, "value_number");
      return n;
    }
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw badValue(path, "error_must_be_flag");
    case "date":
      // The date field types' own checks: a real calendar day in ISO form (2026-02-31 is refused).
      if (typeof value === "string" && isCalendarDate(value)) return value;
      throw badValue(path, "error_must_be_date");
    case "dateTime":
      // Date.parse alone takes "1" or "+275000-01-01"; PostgreSQL would refuse those in SQL.
      // A day alone is a valid timestamp filter too (its midnight).
      if (typeof value === "string" && (isDateTime(value) || isCalendarDate(value))) return value;
      throw badValue(path, "error_must_be_date_time");
    case "text":
      if (typeof value === "string") return value;
      if (typeof value === "number") return String(value);
      throw badValue(path, "error_must_be_text");
  }
}

const CAST: Record<DataType, SQL> = {
  integer: sql.raw("integer"),
  number: sql.raw("double precision"),
  boolean: sql.raw("boolean"),
  date: sql.raw("date"),
  dateTime: sql.raw("timestamptz"),
  text: sql.raw("text"),
};

/** A bound parameter with an explicit type, so both engines plan it without guessing. */
export const param = (type: DataType, value: unknown): SQL => sql`${value}::${CAST[type]}`;

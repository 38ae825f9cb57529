import { ErrorCode, message, type TCatalogueKey } from "@fsm/contracts";
import { AppError, fieldError } from "./app-error.js";

/** What pg and PGlite errors carry (SQLSTATE and where it happened); Drizzle wraps them in `cause`. */
type DriverError = { code: string; message?: string; column?: string; constraint?: string; table?: string };

/** The driver error behind a failed query, or null when the failure did not come from the database. */
export function driverErrorOf(error: unknown): DriverError | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return e as DriverError;
  }
  return null;
}

/** The constraint behind a unique violation (SQLSTATE 23505), or null. */
export function uniqueViolation(error: unknown): string | null {
  const driver = driverErrorOf(error);
  return driver?.code === "23505" ? (driver.constraint ?? "") : null;
}

/**
 * SQLSTATEs that mean the request carried a value the database refuses: data exceptions (class 22),
 * integrity rules and oversized index entries. Contracts and save checks stop these first; this is
 * the last line, so such input is a 400 and never a 500.
 */
const BAD_INPUT = {
  "22001": "error_db_too_long",
  "22003": "error_db_out_of_range",
  "22007": "error_db_bad_date_time",
  "22008": "error_db_bad_date_time",
  "22012": "error_db_division_by_zero",
  "22021": "error_db_bad_character",
  "22023": "error_db_bad_value",
  "22025": "error_db_bad_pattern",
  "2201B": "error_db_bad_pattern",
  "22P02": "error_db_bad_type",
  "22P05": "error_db_bad_character",
  "23502": "error_db_required",
  "23503": "error_db_missing_reference",
  "23514": "error_db_rule_broken",
  "54000": "error_db_too_large",
} as const satisfies Record<string, TCatalogueKey>;

/** A 400 (or a 409 for a unique clash) naming the column when the database said which; else null. */
export function badInputError(error: unknown): AppError | null {
  const driver = driverErrorOf(error);
  if (!driver) return null;
  const path = driver.column ?? "body";
  if (driver.code === "23505") return new AppError(409, ErrorCode.Conflict, message("error_record_clashes"));
  const problem = Object.hasOwn(BAD_INPUT, driver.code)
    ? BAD_INPUT[driver.code as keyof typeof BAD_INPUT]
    : undefined;
  return problem ? fieldError(path, problem) : null;
}

/**
 * An error as it may be logged: the failed statement without its parameters, and the driver's
 * code and message without `detail` (which quotes the row: e-mails, password hashes). A 500 must
 * never put a secret in the log.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = (error as { query?: unknown }).query;
  const message = typeof query === "string" ? `Failed query: ${query}` : error.message;
  const driver = driverErrorOf(error);
  return {
    type: error.name,
    message,
    ...(driver
      ? {
          sqlState: driver.code,
          cause: driver.message,
          table: driver.table,
          column: driver.column,
          constraint: driver.constraint,
        }
      : {}),
    // Only the frames: the stack's head repeats the message, parameters included.
    stack: error.stack
      ?.split("\n")
      .filter((line) => /^\s+at /.test(line))
      .join("\n"),
  };
}

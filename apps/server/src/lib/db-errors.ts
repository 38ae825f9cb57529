import { ErrorCode } from "@fsm/contracts";
import { AppError } from "./app-error.js";

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
const BAD_INPUT: Record<string, string> = {
  "22001": "is too long",
  "22003": "is out of range",
  "22007": "is not a valid date or time",
  "22008": "is not a valid date or time",
  "22012": "cannot be used here (division by zero)",
  "22021": "contains a character the database cannot store",
  "22023": "is not a valid value",
  "22025": "is not a valid pattern",
  "2201B": "is not a valid pattern",
  "22P02": "is not valid for its type",
  "22P05": "contains a character the database cannot store",
  "23502": "is required",
  "23503": "refers to a record that does not exist",
  "23514": "breaks a rule of its table",
  "54000": "is too large",
};

/** A 400 (or a 409 for a unique clash) naming the column when the database said which; else null. */
export function badInputError(error: unknown): AppError | null {
  const driver = driverErrorOf(error);
  if (!driver) return null;
  const path = driver.column ?? "body";
  if (driver.code === "23505")
    return new AppError(409, ErrorCode.Conflict, "The record clashes with one that already exists.");
  const problem = BAD_INPUT[driver.code];
  if (!problem) return null;
  return new AppError(400, ErrorCode.Validation, `${path}: a value ${problem}`, {
    details: [{ path, message: `a value ${problem}` }],
  });
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

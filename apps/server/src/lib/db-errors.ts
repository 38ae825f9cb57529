/**
 * The constraint behind a unique violation (SQLSTATE 23505), or null. Drizzle wraps driver errors
 * (DrizzleQueryError.cause), and both pg and PGlite expose `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === "23505") return constraint ?? "";
  }
  return null;
}

/**
 * A keyset cursor as clients carry it: JSON in base64url, opaque to them and not secret (a forged
 * one only moves the window inside the caller's own rows). What it holds is its reader's to check.
 */
export const encodeCursorText = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString("base64url");

/** The value a cursor text holds, or undefined when the text is no base64url JSON. */
export function decodeCursorText(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

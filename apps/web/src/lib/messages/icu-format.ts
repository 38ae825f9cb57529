import { IntlMessageFormat } from "intl-messageformat";

/** Parsed messages, memoised per message text (a text is parsed once however often it shows). */
const compiled = new Map<string, IntlMessageFormat | null>();

function compile(text: string): IntlMessageFormat | null {
  if (!compiled.has(text)) {
    try {
      compiled.set(text, new IntlMessageFormat(text, "en-US", undefined, { ignoreTag: true }));
    } catch {
      compiled.set(text, null); // not valid MessageFormat (an administrator's typo)
    }
  }
  return compiled.get(text) ?? null;
}

/**
 * A text formatted through ICU MessageFormat (plural, select, number…); null when it is not valid
 * MessageFormat or a value is missing, so the caller falls back to plain `{name}` filling.
 */
export function formatIcu(text: string, values?: Record<string, string | number>): string | null {
  const format = compile(text);
  if (!format) return null;
  try {
    return String(format.format(values));
  } catch {
    return null;
  }
}

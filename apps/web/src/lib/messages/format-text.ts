import { formatMessage } from "@fsm/contracts";
import type { formatIcu } from "./icu-format";

/**
 * Plain text and `{name}` placeholders only — what every catalogue default is. A lone apostrophe
 * ("the request's") is literal in ICU too; a quoted brace or a doubled apostrophe is not plain.
 */
const PLAIN = /^(?:[^{}']|'(?![{}'])|\{\w+\})*$/;

let icu: typeof formatIcu | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * ICU MessageFormat (intl-messageformat and its parser, about 10 KB gzip) is a chunk of its own,
 * fetched the first time a text needs it: an administrator's translation with plural or select.
 * No English default does, so the sign-in route never loads it (bench/budgets.json).
 */
export function loadIcuFormat(): Promise<void> {
  loading ??= import("./icu-format").then((m) => {
    icu = m.formatIcu;
    listeners.forEach((listener) => listener());
  });
  return loading;
}

/** Formats a message text with its values: `{name}` filling, or ICU MessageFormat where the text uses it. */
export function formatText(text: string, values?: Record<string, string | number>): string {
  if (!values && !text.includes("{") && !text.includes("'")) return text;
  if (PLAIN.test(text)) return formatMessage(text, values);
  if (!icu) {
    // Shown plainly filled for the moment it takes to load; useMessage re-renders when it has.
    void loadIcuFormat().catch((error: unknown) =>
      console.error("Message formatting could not be loaded", error),
    );
    return formatMessage(text, values);
  }
  return icu(text, values) ?? formatMessage(text, values);
}

/** For useSyncExternalStore: changes once, when ICU formatting has arrived. */
export const subscribeIcuFormat = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const isIcuFormatLoaded = (): boolean => icu !== null;

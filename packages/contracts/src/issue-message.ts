import type { TKeyedMessage, TMessageValues } from "./keyed-message.js";
import type { TCatalogueKey } from "./messages-full-catalogue.js";

/** What keyedIssue puts in an issue's params: a catalogue key (`error_…`, `value_…`). */
const KEY = /^[a-z][a-z0-9_]*$/;

/**
 * The catalogue message of a zod issue made by keyedIssue (keyed-message.ts), or undefined for any
 * other issue. Apart from the catalogue on purpose: the metadata parser the signed-in shell runs
 * (the side menu) uses it, and the catalogue's server error texts must not come along
 * (bench/budgets.json). Only keyedIssue sets `messageKey`; a key a newer server knows and this
 * build does not is still shown right (the web falls back to the English the error carries).
 */
export function issueMessage(issue: { code?: string; params?: unknown }): TKeyedMessage | undefined {
  const params = issue.code === "custom" ? (issue.params as Record<string, unknown> | undefined) : undefined;
  const key = params?.messageKey;
  if (typeof key !== "string" || !KEY.test(key)) return undefined;
  const values = params?.values as TMessageValues | undefined;
  return values ? { key: key as TCatalogueKey, values } : { key: key as TCatalogueKey };
}

import type { MESSAGE_CATALOGUE, TCatalogueKey } from "./messages-full-catalogue.js";

/*
 * Messages as values: a catalogue key with its placeholder values, typed against the catalogue's
 * English defaults (types only: the texts are in english-text.ts for the server's errors and in
 * value-issue.ts for the field types' checks, so a form page does not load the whole catalogue).
 */

/** Values of a message's `{name}` placeholders. */
export type TMessageValues = Record<string, string | number>;

/** The `{name}` placeholders of a message text (plain arguments; the catalogue holds no others). */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a catalogue message takes: exactly its placeholders, each a string or number. */
export type TValuesOf<K extends TCatalogueKey> = {
  [N in Placeholders<(typeof MESSAGE_CATALOGUE)[K]>]: string | number;
};

/** The values argument of a key: required with the message's placeholders, absent without any. */
export type TValuesArg<K extends TCatalogueKey> = [Placeholders<(typeof MESSAGE_CATALOGUE)[K]>] extends [
  never,
]
  ? []
  : [values: TValuesOf<K>];

/** A message a person reads, as a catalogue key and its values (what an error response carries). */
export interface TKeyedMessage {
  key: TCatalogueKey;
  values?: TMessageValues;
}

/**
 * A catalogue message by key; a typo in the key, a missing or an unknown value fails the type check.
 * `message("error_rate_limited", { seconds: 30 })`.
 */
export function message<K extends TCatalogueKey>(
  key: K,
  ...values: TValuesArg<K>
): TKeyedMessage & { key: K } {
  const [given] = values as [TMessageValues?];
  return given ? { key, values: given } : { key };
}

import * as z from "zod/mini";

/*
 * A message key's rule, and the key in zod/mini for the documents the signed-in shell parses on
 * its first page (the side menu): a module of its own, because importing names.ts runs its zod
 * classic schemas, which would bring all of classic into that page (contracts' text-field.ts).
 */
export const MESSAGE_KEY = /^[a-z][a-z0-9_.]*$/;
export const MESSAGE_KEY_RULE = "must be a lower-case message key such as request_list_title";

/** names.ts ZMessageKey in zod/mini. */
export const ZMiniMessageKey = z
  .string()
  .check(z.minLength(1), z.maxLength(120), z.regex(MESSAGE_KEY, MESSAGE_KEY_RULE));

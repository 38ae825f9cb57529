import { z } from "zod";
import { MESSAGE_KEY, MESSAGE_KEY_RULE } from "./message-key.js";

/** Identifiers used across documents. Kept strict so they are safe as keys and in URLs. */
export const ZScreenName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "must start with a letter and hold letters, digits, '_' or '-'");
export const ZMessageKey = z.string().min(1).max(120).regex(MESSAGE_KEY, MESSAGE_KEY_RULE);
export const ZColumnName = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z][a-z0-9_]*$/, "must be a lower-case column name");
export const ZTableName = ZColumnName;
export const ZItemId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, "must start with a letter and hold letters, digits, '_' or '-'");

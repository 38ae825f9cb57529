import type { TKeyedMessage } from "./keyed-message.js";
import { formatMessage } from "./messages.js";
import { VALUE_MESSAGES } from "./messages-values.js";

/** A field value's refusal: one of the value checks' messages (messages-values.ts). */
export type TValueMessage = TKeyedMessage & { key: keyof typeof VALUE_MESSAGES };

/**
 * A zod issue that refuses a field's value with a catalogue message: the English text as its
 * message, the key and values in its params (read back with issueMessage), so an error response
 * and the web form can carry them. Only the value checks' texts come along (not the catalogue),
 * as the web's form pages run these checks too.
 */
export const keyedIssue = (refusal: TValueMessage) => ({
  code: "custom" as const,
  message: formatMessage(VALUE_MESSAGES[refusal.key], refusal.values),
  params: { messageKey: refusal.key, values: refusal.values },
});

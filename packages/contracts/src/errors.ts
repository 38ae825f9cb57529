import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

/** Error codes of spec §8 and ARCHITECTURE §3. Session codes also travel as the HTTP reason phrase. */
export const ErrorCode = {
  SessionExpired: "FSM.PORTAL.SESSION_EXPIRED",
  NotSignedIn: "FSM.PORTAL.NOT_SIGNED_IN",
  NotAuthenticated: "FSM.PORTAL.NOT_AUTHENTICATED",
  InvalidCredentials: "FSM.PORTAL.INVALID_CREDENTIALS",
  Validation: "VALIDATION_FAILED",
  Xsrf: "XSRF_TOKEN_INVALID",
  Forbidden: "FORBIDDEN",
  NotFound: "NOT_FOUND",
  Conflict: "CONFLICT",
  /** An idempotency key replayed with a different payload (requestwf/submitworkflow). */
  IdempotencyConflict: "FSM.PORTAL.IDEMPOTENCY_CONFLICT",
  UserNameTaken: "USER_NAME_TAKEN",
  ResetLinkInvalid: "RESET_LINK_INVALID",
  ActivationLinkInvalid: "ACTIVATION_LINK_INVALID",
  TooLarge: "PAYLOAD_TOO_LARGE",
  BlockedFileType: "BLOCKED_FILE_TYPE",
  UnsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  RateLimited: "RATE_LIMITED",
  Internal: "INTERNAL_ERROR",
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The catalogue key a message comes from and its placeholder values: what the web translates. */
const messageSource = {
  messageKey: z
    .optional(text())
    .check(
      z.describe("Portal message key of `message`; its English default filled with `values` is `message`"),
    ),
  values: z
    .optional(z.record(text(), z.union([text(), z.number()])))
    .check(z.describe("Values of the `{name}` placeholders of the message")),
};

export const ZFieldError = z.object({
  path: text().check(z.describe("Dotted path of the offending field, e.g. `email` or `items.3.name`")),
  message: text().check(z.describe("English text of the problem, after the field's name or path")),
  ...messageSource,
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const ZErrorResponse = z.object({
  code: text(),
  message: text().check(
    z.describe(
      "English text; without a messageKey, a validation error's is its first detail's, after the path and ': '",
    ),
  ),
  ...messageSource,
  details: z.optional(z.array(ZFieldError)),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** Generic status answer used by calls whose response the spec leaves open. */
export const ZStatusResponse = z.object({
  status: z.enum(["success", "error"]),
  message: text(),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

/** A change that succeeded, with the message to show; calls that answer more extend it. */
export const ZSuccessResponse = z.object({ status: z.literal("success"), message: text() });

import { z } from "zod";
import { text } from "./fields.js";
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from "./constants.js";
import { DEFAULT_MESSAGES, formatMessage } from "./messages.js";
import type { TMessageLookup } from "./auth.js";

const defaults: TMessageLookup = (key) => DEFAULT_MESSAGES[key];
export const EMAIL_EXAMPLE = "name@example.com";

/**
 * A sign-up user name: forced to upper case as typed (spec §5), so lower case is taken, not
 * refused; the availability check reads it the same way.
 */
const userName = (required: string) =>
  text({ error: required })
    .trim()
    .toUpperCase()
    .min(1, required)
    .max(40)
    .regex(/^[A-Z0-9._-]*$/, "User Name may hold letters, digits, '.', '_' and '-'");

/**
 * Sign-up payload of spec §3 with the verbatim messages of §5, for a missing or mistyped field
 * too (`error`), not only for a blank one.
 */
export const makeSignupRequestSchema = (t: TMessageLookup = defaults) =>
  z
    .object({
      firstName: text({ error: t("signup_first_name_required") })
        .trim()
        .min(1, t("signup_first_name_required"))
        .max(80),
      lastName: text({ error: t("signup_last_name_required") })
        .trim()
        .min(1, t("signup_last_name_required"))
        .max(80),
      userName: userName(t("signup_user_name_required")),
      email: text({ error: formatMessage(t("signup_email_invalid"), { email: EMAIL_EXAMPLE }) })
        .trim()
        .regex(EMAIL_PATTERN, formatMessage(t("signup_email_invalid"), { email: EMAIL_EXAMPLE }))
        .max(254),
      password: text({ error: t("signup_password_required") })
        .min(1, t("signup_password_required"))
        .min(PASSWORD_MIN_LENGTH, formatMessage(t("signup_password_too_short"), { min: PASSWORD_MIN_LENGTH }))
        .max(1024),
      confirmPassword: text({ error: t("signup_password_mismatch") }),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: t("signup_password_mismatch"),
    });
export const ZSignupRequest = makeSignupRequestSchema();
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZUserNameCheckQuery = z.object({
  userName: userName(DEFAULT_MESSAGES.signup_user_name_required),
});
/** Spec §3: status Y (available) or N (taken) and a message. */
export const ZUserNameCheckResponse = z.object({ status: z.enum(["Y", "N"]), message: text() });
export type TUserNameCheckResponse = z.infer<typeof ZUserNameCheckResponse>;

export const ZActivateRequest = z.object({ secret: text().min(16).max(128) });

import { z } from "zod";
import { text } from "./fields.js";
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from "./constants.js";
import { DEFAULT_MESSAGES, formatMessage } from "./messages.js";
import type { TMessageLookup } from "./auth.js";

const defaults: TMessageLookup = (key) => DEFAULT_MESSAGES[key];

/** GET profile/recoverypass?email&url. `url` is only honoured when it lies under PUBLIC_URL. */
export const makeRecoverPasswordQuerySchema = (t: TMessageLookup = defaults) =>
  z.object({
    email: text({ error: t("recover_email_required") })
      .trim()
      .regex(EMAIL_PATTERN, t("recover_email_required"))
      .max(254),
    url: text().max(2048).optional(),
  });
export const ZRecoverPasswordQuery = makeRecoverPasswordQuerySchema();
export type TRecoverPasswordQuery = z.infer<typeof ZRecoverPasswordQuery>;

/** Password-change payload of spec §3; the name parts and the secret come from the reset link. */
export const makeChangePasswordRequestSchema = (t: TMessageLookup = defaults) =>
  z
    .object({
      password: text({ error: t("signup_password_required") })
        .min(1, t("signup_password_required"))
        .min(PASSWORD_MIN_LENGTH, formatMessage(t("signup_password_too_short"), { min: PASSWORD_MIN_LENGTH }))
        .max(1024),
      confirmPassword: text({ error: t("signup_password_mismatch") }),
      secretKey: text().min(1).max(128),
      FirstName: text().max(80),
      LastName: text().max(80),
      UserName: text().max(40),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ["confirmPassword"],
      message: t("signup_password_mismatch"),
    });
export const ZChangePasswordRequest = makeChangePasswordRequestSchema();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Recover-email payload: alt_email_address or phone, the unused one null. */
export const makeForgetEmailRequestSchema = (t: TMessageLookup = defaults) =>
  z
    .object({
      alt_email_address: text().trim().max(254).nullable().optional(),
      phone: text().trim().max(20).nullable().optional(),
    })
    .superRefine((v, ctx) => {
      const email = v.alt_email_address || "";
      const phone = v.phone || "";
      if (!email && !phone) {
        ctx.addIssue({ code: "custom", path: ["alt_email_address"], message: t("recover_contact_required") });
        return;
      }
      if (email && !EMAIL_PATTERN.test(email)) {
        ctx.addIssue({ code: "custom", path: ["alt_email_address"], message: t("recover_email_required") });
      }
      if (!email && !PHONE_PATTERN.test(phone)) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: t("recover_phone_invalid") });
      }
    });
export const ZForgetEmailRequest = makeForgetEmailRequestSchema();
export type TForgetEmailRequest = z.infer<typeof ZForgetEmailRequest>;

/** Verify code (spec §5 "the code is required"): missing, mistyped and blank all say so. */
export const makeVerifyCodeQuerySchema = (t: TMessageLookup = defaults) =>
  z.object({
    secret_key: text({ error: t("verify_code_required") })
      .trim()
      .min(1, t("verify_code_required"))
      .max(32),
  });
export const ZVerifyCodeQuery = makeVerifyCodeQuerySchema();
/** Spec §3: verify_code_returned with success as the string true or false, and a message. */
export const ZVerifyCodeResponse = z.object({
  verify_code_returned: z.object({ success: z.enum(["true", "false"]), message: text() }),
});
export type TVerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;

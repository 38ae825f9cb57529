import { useCallback } from "react";
import { formatMessage, type TMessageKey } from "@fsm/contracts";
import { useMessage } from "../../lib/messages/use-message";

/**
 * English texts of the credential pages that the shared message table does not carry. They go
 * through the same lookup first, so an administrator can still override them by key.
 */
export const AUTH_TEXTS = {
  auth_back_to_signin: "Back To Sign In",
  auth_close: "Close",
  signin_no_account: "New here?",
  signup_have_account: "Already have an account?",
  signup_error_title: "Sign Up Failed",
  recover_password_title: "Recover Password",
  recover_password_intro:
    "Enter the e-mail address of your account and we will send you a link to reset your password.",
  recover_email_label: "Email Address",
  recover_send_link: "Send Reset Link",
  recover_email_title: "Recover Email",
  recover_email_intro:
    "Enter your alternate e-mail address or your mobile number and we will send you a verification code.",
  recover_alt_email_label: "Alternate Email Address",
  recover_phone_label: "Mobile Number",
  recover_phone_hint: "For example +11233456789 (11 digits, the + is optional)",
  recover_send_code: "Send Code",
  verify_code_title: "Verify Code",
  verify_code_intro: "Enter the verification code we sent you.",
  verify_code_label: "Verification Code",
  verify_code_button: "Verify",
  reset_password_title: "Reset Password",
  reset_password_greeting: "Hello {fName} {lName}, please choose a new password.",
  reset_password_new: "New Password",
  reset_password_button: "Reset Password",
  reset_password_request_new: "Request a new reset link",
  reset_link_invalid: "This reset link is invalid or has expired.",
  change_confirm_title: "Password Changed",
  change_confirm_message: "Your password has been changed. You can now sign in with your new password.",
  activate_title: "Account Activation",
  activate_pending: "Activating your account…",
  activate_invalid: "This activation link is invalid or has expired.",
} as const;

export type TAuthTextKey = keyof typeof AUTH_TEXTS;
export type TAuthText = (key: TAuthTextKey | TMessageKey, values?: Record<string, string | number>) => string;

const isAuthKey = (key: string): key is TAuthTextKey => Object.hasOwn(AUTH_TEXTS, key);

/** useMessage, falling back to AUTH_TEXTS where the table has no entry (it answers `*key*`). */
export function useAuthText(): TAuthText {
  const t = useMessage();
  return useCallback(
    (key, values) => {
      const text = t(key, values);
      return text === `*${key}*` && isAuthKey(key) ? formatMessage(AUTH_TEXTS[key], values) : text;
    },
    [t],
  );
}

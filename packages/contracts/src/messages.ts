import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";
import { SIGNED_OUT_ERROR_MESSAGES } from "./messages-signed-out-errors.js";

/** Portal message map (key → text) as served by fetchportalmessages and the login translations. */
export const ZPortalMessages = z.record(text(), text());
export type TPortalMessages = z.infer<typeof ZPortalMessages>;

export const ZPortalMessagesResponse = z.object({
  messages: ZPortalMessages,
  last_message_cache_refresh_time: text().check(z.describe("ISO time of the last message change")),
});
export type TPortalMessagesResponse = z.infer<typeof ZPortalMessagesResponse>;

/**
 * English defaults of the texts the signed-out pages show (sign-in, sign-up, recovery, activation):
 * they travel in getConfigData as the login translations. Part of MESSAGE_CATALOGUE
 * (messages-catalogue.ts), which the server seeds into the message table.
 */
export const DEFAULT_MESSAGES = {
  login_welcome: "Welcome!",
  login_signup: "Sign Up",
  login_login: "Log In",
  login_remember_me: "Remember Me",
  login_forgot_email: "Forgot Email?",
  login_forgot_password: "Forgot Password?",
  login_waiting: "Waiting",
  login_username_label: "Email or User ID",
  login_password_label: "Password",
  login_username_required: "User name is required",
  login_password_required: "Password is required",
  signup_first_name: "First Name",
  signup_last_name: "Last Name",
  signup_user_name: "User Name",
  signup_email: "Email",
  signup_password: "Create Password",
  signup_confirm_password: "Confirm Password",
  signup_check_availability: "Check Availability",
  signup_first_name_required: "First Name is required",
  signup_last_name_required: "Last Name is required",
  signup_user_name_required: "User Name is required",
  signup_email_invalid: "Email is required and format should be {email}",
  signup_password_required: "Password is required",
  signup_password_too_short: "Password must be at least {min} characters",
  signup_password_mismatch: "Password mismatch",
  signup_success_title: "Success",
  recover_email_required: "Email Address is required",
  recover_contact_required: "Enter an alternate e-mail address or a mobile number",
  recover_phone_invalid: "Mobile number must be an optional + followed by 11 digits, e.g. +11233456789",
  verify_code_required: "Code is required",
  verify_code_success: "Your Email Address is:",
  verify_code_failure: "Sorry,",
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
  login_server_error: "Server error",
  password_toggle_visibility: "Toggle password visibility",
  // The entry's own pages (loading, start-up and route errors) and the window titles a signed-out
  // page shows: with the sign-in route, before the signed-in texts load (use-message.ts).
  page_title_signin: "Sign in",
  page_title_join: "{part} · {rest}",
  app_unknown_error: "Unknown error",
  app_something_wrong: "Something went wrong",
  app_reload_page: "Reload the page",
  startup_unavailable: "The portal is not available",
  startup_config_failed: "Its configuration could not be loaded: {message}",
  app_try_again: "Try again",
  app_loading: "Loading",
  // The leave warning: sign-up and the recovery forms ask before losing typed input too.
  app_close: "Close",
  leave_discard: "Leave and discard",
  leave_stay: "Stay",
  leave_title: "Leave without sending?",
  leave_text: "What you entered for this {what} will be lost.",
  leave_unsaved_title: "Leave without saving?",
  leave_unsaved_text: "Your changes have not been saved and will be lost.",
  // Notification titles (every page, signed out too)
  notify_success: "Success",
  notify_error: "Error",
  notify_warn: "Warning",
  notify_info: "Info",
  notify_close: "Close notification",
  // Server errors a signed-out page shows (messages-errors.ts)
  ...SIGNED_OUT_ERROR_MESSAGES,
} as const;
export type TMessageKey = keyof typeof DEFAULT_MESSAGES;

/** Keys shipped inside getConfigData as messages.portal_login_translations. */
export const LOGIN_MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as TMessageKey[];

/** Fill `{name}` placeholders of a message text. */
export function formatMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

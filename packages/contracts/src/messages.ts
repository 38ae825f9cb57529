import { z } from "zod";
import { text } from "./fields.js";

/** Portal message map (key → text) as served by fetchportalmessages and the login translations. */
export const ZPortalMessages = z.record(text(), text());
export type TPortalMessages = z.infer<typeof ZPortalMessages>;

export const ZPortalMessagesResponse = z.object({
  messages: ZPortalMessages,
  last_message_cache_refresh_time: text().describe("ISO time of the last message change"),
});
export type TPortalMessagesResponse = z.infer<typeof ZPortalMessagesResponse>;

/**
 * English defaults of every text the foundation shows. The server seeds them into the message
 * table; the browser falls back to them when the table lacks a key.
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
} as const;
export type TMessageKey = keyof typeof DEFAULT_MESSAGES;

/** Keys shipped inside getConfigData as messages.portal_login_translations. */
export const LOGIN_MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as TMessageKey[];

/** Fill `{name}` placeholders of a message text. */
export function formatMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

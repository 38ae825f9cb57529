/*
 * The server errors a signed-out page shows, apart from the other error messages (messages-errors.ts):
 * the sign-in route carries these and not the rest (bench/budgets.json). Same rules as there.
 */

/** Errors a signed-out page shows (sign-in, sign-up, recovery): they travel in the login translations. */
export const SIGNED_OUT_ERROR_MESSAGES = {
  error_invalid_credentials: "The e-mail/user name or password is incorrect.",
  error_rate_limited: "Too many attempts. Try again in {seconds} seconds.",
  error_session_expired: "Your session has expired. Please sign in again.",
  error_not_signed_in: "Please sign in to continue.",
  error_not_authenticated: "Your sign-in could not be verified. Please sign in again.",
  error_xsrf: "The request could not be verified. Reload the page and try again.",
  error_signup_disabled: "Sign-up is not enabled.",
  error_user_name_taken: "User name is not available",
  error_nul_characters: "must not contain NUL characters",
} as const;

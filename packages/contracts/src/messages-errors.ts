/**
 * English defaults of the messages the server's errors carry (`messageKey` and `values` beside the
 * English `message`) and of the field types' value checks (@fsm/metadata), which the web form and
 * the server's save checks share. Part of MESSAGE_CATALOGUE (messages-catalogue.ts).
 *
 * Placeholders are plain `{name}` arguments only: the server fills them without ICU, and the web
 * catalogue test checks that both fillings agree. A value in quotes is quoted with `"`, never `'`
 * (an apostrophe before `{` starts ICU quoting).
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
} as const;

/** The value checks of the field types (the text after the field's label or path). */
export const VALUE_MESSAGES = {
  value_required: "is required",
  value_max_length: "must be at most {max} characters",
  value_number: "must be a number",
  value_whole_number: "must be a whole number",
  value_at_least: "must be at least {min}",
  value_at_most: "must be at most {max}",
  value_email: "must be an e-mail address such as name@example.com",
  value_phone: "must be an optional + followed by 11 digits",
  value_date: "must be a valid date",
  value_date_time: "must be a valid date and time",
  value_ticked: "must be ticked",
} as const;

/** Every other error message of the server. */
export const ERROR_MESSAGES = {
  // Framework and infrastructure (error handler, route pipeline, uploads, database)
  error_forbidden: "Forbidden",
  error_no_access: "You do not have access to this function.",
  error_not_found: "Not found",
  error_invalid: "is invalid",
  error_nul_characters: "must not contain NUL characters",
  error_unsupported_media_type: "Unsupported content type.",
  error_upload_too_large: "The upload is larger than the allowed size.",
  error_file_too_large: 'The file "{fileName}" is larger than the allowed {limit} bytes for one upload.',
  error_form_too_many_parts: "The form has too many parts or files ({reason}).",
  error_form_unreadable: "is not a readable multipart/form-data body ({reason})",
  error_form_not_multipart: "must be multipart/form-data",
  error_file_name_nul: "the file name must not contain NUL characters",
  error_record_clashes: "The record clashes with one that already exists.",
  error_db_too_long: "a value is too long",
  error_db_out_of_range: "a value is out of range",
  error_db_bad_date_time: "a value is not a valid date or time",
  error_db_division_by_zero: "a value cannot be used here (division by zero)",
  error_db_bad_character: "a value contains a character the database cannot store",
  error_db_bad_value: "a value is not a valid value",
  error_db_bad_pattern: "a value is not a valid pattern",
  error_db_bad_type: "a value is not valid for its type",
  error_db_required: "a value is required",
  error_db_missing_reference: "a value refers to a record that does not exist",
  error_db_rule_broken: "a value breaks a rule of its table",
  error_db_too_large: "a value is too large",
} as const;

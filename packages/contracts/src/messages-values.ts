/*
 * The field types' value checks (@fsm/metadata), which the web form and the server's save checks
 * share: a module of their own, as the web's catalogue carries them and not the server's error
 * messages (messages-errors.ts). Same placeholder rules as there.
 */

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

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
  // Accounts, profile and configuration
  error_wrong_current_password: "Current password is incorrect",
  error_not_an_image: 'The file "{fileName}" is not allowed: upload a PNG, JPEG, GIF or WebP image.',
  error_image_required: "An image file is required",
  error_no_such_image: "No such image",
  error_no_such_branding_file: "No such branding file",
  error_no_service_request: "No service request {id}.",
  error_unknown_param: 'unknown parameter "{name}"; known: {known}',
  error_param_text: "{name} must be text of at most {max} characters",
  error_param_flag: "{name} must be true or false",
  error_param_bytes: "{name} must be a whole number of bytes greater than 0 and at most {max}",
  error_param_count: "{name} must be a whole number greater than 0 and at most {max}",
  error_param_extensions: '{name} must be a list of file extensions such as ["exe", "bat"]',
  error_param_path: "{name} must be a path relative to the portal such as api/branding/logo.svg, or empty",
  // Records (engine)
  error_no_row: "No {table} row {id}.",
  // Attachments and dictionary (engine)
  error_blocked_extension: 'The file "{fileName}" is not allowed: files of type .{extension} are blocked.',
  error_blocked_content: 'The file "{fileName}" is not allowed: its content is a blocked type ({type}).',
  error_file_required: "a file is required",
  error_no_unlinked_upload: 'no unlinked upload "{fileId}" of yours',
  error_table_and_row_together: "tableName and rowId go together",
  error_no_such_attachment: "No such attachment",
  error_unknown_table: 'unknown table "{name}"',
  error_unknown_column: 'unknown column "{name}" of table "{table}"',
  error_unknown_code_table: 'unknown code table "{name}"',
  error_not_linked: 'table "{child}" is not linked to "{primary}"',
  // Records (engine)
  error_stale_write: "This record was changed by someone else since you opened it.",
  error_screen_not_form_of_table: 'screen "{screen}" is not a form of table "{table}"',
  error_not_a_result: '"{name}" is not a result of "{method}"',
  error_unknown_method: 'unknown method "{name}"',
  error_no_company: "Your account belongs to no company.",
  error_company_is_own: "cannot be set: your records always belong to your own company",
  error_no_reference_row: "no {table} row {id}",
  error_company_mismatch: "{chosen} {value} belongs to company {company}, not to company_id {named}",
  error_company_required: "is required: name the customer's company",
  error_company_or_reference_required:
    "is required: name the customer's company, or choose a {chosen} (the record takes the {chosen}'s company)",
  error_shared_table: "Customers cannot change shared tables.",
  error_status_not_for_staff: 'staff cannot set the status "{to}"',
  error_status_not_for_customer: 'a customer cannot set the status "{to}"',
  error_status_move: 'cannot change from "{from}" to "{to}"',
  error_status_initial: 'a new record starts as "{initial}", not "{to}"',
  error_calendar_date: "must be a real calendar date (YYYY-MM-DD)",
  error_iso_date_time: "must be a date and time (ISO 8601, e.g. 2026-12-01T08:00:00Z)",
  error_not_json: "must be JSON",
  error_not_form_fields: "must be an object of form fields",
  error_file_part_unnamed: "a file part must be named by an attachmentId of attachments",
  error_single_value: "must be a single value",
  error_read_only_changed: "is read-only and cannot be changed",
  error_read_only_set: "is read-only and cannot be set",
  error_not_a_code: '"{value}" is not a code of "{codeTable}"',
  error_not_screen_table: 'must be "{table}", the table of screen "{screen}"',
  error_no_child_row: "no {table} row {id} under this {parent} row",
  error_version_required: "is required to update {table}",
  // Business tables (their modules' behaviours)
  error_request_edit_disabled: "Editing service requests is not enabled.",
  error_asset_not_at_site: "asset {asset} is not at site {site}",
  error_rma_needs_line: "an RMA needs at least one line",
  // Submissions (engine)
  error_submission_key_reused:
    "This submission key ({key}) was already used for a different submission. Start a new request to send different data.",
  error_workflow_disabled_submit: 'The workflow "{name}" is disabled and accepts no submissions.',
  error_step_screen_table: 'Step screen "{screen}" works on {stepTable}, but the workflow creates {table}.',
  error_request_closed: "Request {number} is {status}; notes can only be added to open requests.",
  error_not_own_email: "Confirmation mails can only be sent to your own e-mail address.",
  error_submission_new_record: "must be empty: a submission creates a new record",
  error_not_a_step_field: "is not a field of this workflow's steps",
  error_not_a_step_grid: "is not an editable grid of this workflow's steps",
  error_submission_new_rows: "must be empty: a submission creates new rows",
  error_not_a_grid_column: "is not an editable column of this grid",
  // Search (engine)
  error_not_sortable: '"{column}" is not a sortable column of screen "{screen}"',
  error_not_a_screen_column: '"{column}" is not a column of screen "{screen}"',
  error_not_a_filter: '"{item}" is not a filter of screen "{screen}"',
  error_operator_not_allowed: 'operator "{operator}" is not allowed for "{item}" (declared {declared})',
  error_must_be_value: "must be a value",
  error_must_be_list: "must be a non-empty list",
  error_must_be_flag: "must be true or false",
  error_must_be_date: "must be a date (YYYY-MM-DD)",
  error_must_be_date_time: "must be a date and time (ISO 8601)",
  error_must_be_text: "must be text",
  error_no_search: 'screen "{screen}" declares no search',
  error_no_table_rows: 'screen "{screen}" shows no table rows',
  error_offset_too_deep: "offset paging stops at row {max}; use nextCursor for deeper pages",
  error_bad_cursor: "is not a cursor of this search and order",
  error_undeclared_column: 'screen "{screen}" refers to "{column}", which is not an exposed column',
  error_not_a_counter: '"{id}" is not a counter of screen "{screen}"',
  error_not_the_screen_table: 'must be "{table}", the table of the screen',
  error_key_attr_id: 'must hold key_attr "id"',
  error_row_model_required: "a primary-row model or searchValue is required",
  error_not_a_table_column: '"{column}" is not a column of table "{table}"',
  // Screens and workflows (engine)
  error_unknown_screen: 'Screen "{name}" does not exist.',
  error_baseline_screen: '"{name}" is a baseline screen and cannot be deleted; edit or disable it instead',
  error_not_a_sub_screen: "screen {subId} is not a sub-screen of screen {primaryId}",
  error_screen_name_taken: 'a screen named "{name}" already exists',
  error_deleted_revision: "revision {revision} is a deletion and holds no document",
  error_screen_in_use: 'Screen "{name}" is used by {users}; remove it there first.',
  error_used_by: "used by {users}",
  error_unknown_workflow: 'Workflow "{name}" does not exist.',
  error_disabled_workflow: 'Workflow "{name}" is disabled.',
  error_unknown_workflow_step: 'Workflow "{workflow}" has no step "{stepId}".',
  error_unknown_sub_workflow_step:
    'Workflow "{workflow}" has no step "{stepId}" in sub-workflow "{subWfId}".',
  error_baseline_workflow: '"{name}" is a baseline workflow and cannot be deleted; disable it instead',
  error_start_screen_taken: 'Screen "{screen}" is already the start screen of workflow "{workflow}".',
  error_already_start_screen: 'already the start screen of workflow "{workflow}"',
  error_workflow_broken: 'Workflow "{name}" cannot be used: {reason}',
  // Designer writes (engine)
  error_unknown_filter_item: 'unknown filter item "{item}" of screen "{screen}"',
  error_summary_view_unsupported:
    "is not supported by createportalscreen: create a summary screen (createscreenbyelements, screenType summary) and approve it with saveapprovedsummaryscreen",
  error_decision_point_unsupported:
    "is not supported by createportalscreen: decision points and sub-workflows are workflow elements (savecustomworkflow, addelementstoworkflow)",
  error_designer_screen_not_baseline: "must be false: a screen made in the designer is never baseline",
  error_screen_stays_baseline: 'screen "{name}" is baseline; that cannot be changed',
  error_screen_stays_not_baseline: 'screen "{name}" is not baseline; that cannot be changed',
  error_screen_type_differs: 'screen "{name}" is a {type} screen, not {expected}',
  error_workflow_to_add_to_required: "the workflow to add elements to is required",
  error_no_workflow_element: 'workflow "{workflow}" has no element "{id}"',
  error_no_workflow_starts_at: 'no workflow starts at "{screen}"',
  error_unknown_screen_name: 'unknown screen "{name}"',
  error_not_a_summary_screen: 'screen "{name}" is a {type} screen, expected summary',
  error_message_key_format: "must be a lower-case message key such as request_summary_title",
  // Documents and search operators (engine)
  error_unknown_document_kind: 'There is no document kind "{kind}".',
  error_unknown_document: 'The {kind} "{name}" does not exist.',
  error_unknown_document_revision: 'The {kind} "{name}" has no revision {revision}.',
  error_document_just_taken:
    "Another designer has just created a {kind} with this name. Reload and try again.",
  error_document_not_importable: 'Documents of kind "{kind}" are written through their own calls.',
  error_operator_not_of_type: '"{item}": a filter of type "{type}" allows only {allowed}, not {operator}',
  error_type_not_filterable:
    '"{item}": a field of type "{type}" cannot be filtered on (its type allows no operator)',
  // Routing
  error_no_such_resource: "No such resource: {method} {path}",
} as const;

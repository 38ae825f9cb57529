import { DEFAULT_MESSAGES, formatMessage } from "./messages.js";
import { ERROR_MESSAGES, VALUE_MESSAGES } from "./messages-errors.js";

/**
 * English defaults of the texts the signed-in web pages show (shell, renderer, areas). Every key
 * the web passes to useMessage() as a literal is declared here or in DEFAULT_MESSAGES.
 */
export const WEB_MESSAGES = {
  app_loading: "Loading",
  app_not_available_title: "Not available yet",
  app_area_not_available: "{area} is not available yet in this version of the portal.",
  // Areas later issues build; their pages say so by these names.
  area_blog: "Blog",
  area_blog_post: "Blog Post",
  area_blog_entry: "Blog Entry",
  area_blog_preview: "Blog Preview",
  area_themes: "Themes",
  area_lobby: "Lobby",
  area_map: "Map",
  area_reports: "Reports",
  area_forum: "Forum",
  area_forum_new_topic: "Forum – New Topic",
  area_forum_category: "Forum Category",
  area_forum_conversation: "Forum Conversation",
  area_forum_preview: "Forum Preview",
  app_unknown_error: "Unknown error",
  app_something_wrong: "Something went wrong",
  app_reload_page: "Reload the page",
  app_try_again: "Try again",
  startup_unavailable: "The portal is not available",
  startup_config_failed: "Its configuration could not be loaded: {message}",
  dashboard_title: "Dashboard",
  dashboard_welcome: "Welcome, {name}.",
  dashboard_not_available: "The dashboard content is not available yet in this version of the portal.",
  designer_workspace: "UI Designer workspace",
  designer_title: "UI Designer",
  designer_intro: "Choose what to configure.",
  screen_loading: "Loading screen",
  notfound_to_dashboard: "Go to the dashboard",
  notfound_to_signin: "Go to sign in",
  notfound_code: "404",
  notfound_text: "PageNotFound",
  menu_dashboard: "Dashboard",
  menu_requests: "Service Requests",
  menu_rma: "RMA",
  menu_blog: "Blog",
  menu_forum: "Forum",
  menu_profile: "Profile",
  menu_about: "About",
  menu_logout: "Logout",
  designer_themepresets: "Theme Presets",
  designer_customthemes: "Custom Themes",
  designer_dashboard: "Dashboard",
  designer_product: "Product",
  designer_customizeworkflow: "Customize Workflow",
  designer_editworkflow: "Edit Workflow",
  designer_editsidemenu: "Edit Side Menu",
  designer_metadataeditor: "Metadata Editor",
  designer_outbox: "Outbox",
  designer_area: "UI Designer – {entry}",
  shell_user_menu: "User menu",
  shell_toggle_menu: "Toggle menu",
  shell_logo_alt: "{companyName} logo",
  shell_skip_to_main: "Skip to main content",
  shell_main_menu: "Main menu",
  profile_change_password: "Change password",
  profile_current_password: "Current Password",
  profile_new_password: "New Password",
  profile_confirm_new_password: "Confirm New Password",
  profile_change_password_button: "Change Password",
  profile_details_form: "Profile details",
  profile_phone_hint: "An optional + followed by 11 digits, e.g. +11233456789",
  profile_save: "Save Profile",
  profile_image: "Profile image",
  profile_new_image: "New profile image",
  profile_upload_image: "Upload Image",
  profile_details: "Details",
  profile_password: "Password",
  about_product: "Product",
  about_version: "Version",
  about_company: "Company",
  about_database: "Database",
  about_server_time: "Server time",
  about_node_version: "Node.js",
  about_caption: "Portal information",
  screen_not_found_alert: "Not found",
  screen_load_failed: "Screen could not be loaded",
  screen_not_found: "Screen not found",
  list_loading: "Loading {title}",
  list_load_failed: "{title} could not be loaded",
  list_nothing_found: "Nothing found",
  list_no_rows: "No rows match this search.",
  list_first_page: "First page",
  list_previous_page: "Previous page",
  list_next_page: "Next page",
  list_total_estimate: "about {total}",
  list_pages: "Pages",
  list_rows_of: "Rows {from}–{to} of {of} · page {page}",
  list_rows_per_page: "Rows per page",
  list_search_form: "Search {title}",
  list_quick_search: "Quick search",
  list_search: "Search",
  list_clear_all: "Clear search and filters",
  form_read_only: "You can view this record but not change it.",
  form_not_saved: "Not saved",
  form_unsaved_changes: "Unsaved changes",
  query_loading: "Loading {what}",
  query_load_failed: "The {what} could not be loaded",
  request_history_loading: "Loading the request's history",
  request_history_failed: "The request's history could not be loaded",
  request_history_title: "History and notes",
  request_status_history: "Status history",
  request_no_status_changes: "No status changes yet.",
  request_status_by: "by {name}",
  request_new: "New request",
  rma_new: "New return",
  request_notes: "Notes",
  request_no_notes: "No notes yet.",
  note_form: "Add a note",
  note_label: "Note",
  note_description: "Visible to our service team and everyone at your company who can see this request.",
  note_attachments: "Attachments",
  note_not_added: "The note was not added",
  note_add: "Add note",
  note_download: "Download {name}",
  profile_image_preview: "Preview of the new image",
  profile_image_current: "Current image",
  note_request_closed:
    "This request is closed, so no more notes can be added. Raise a new request if you need more help.",
  note_not_allowed: "You cannot add notes to this request.",
  app_back: "Back",
  app_cancel: "Cancel",
  app_close: "Close",
  // Outbox (UI Designer)
  outbox_title: "Outbox",
  outbox_refresh: "Refresh",
  outbox_empty: "The outbox is empty.",
  outbox_text_message: "Text message",
  outbox_sms: "SMS",
  outbox_email: "E-mail",
  outbox_to: "To: {to}",
  // Workflows: the wizard, the confirmation, the success and summary pages
  workflow_record_request: "service request",
  workflow_record_request_title: "Service request",
  workflow_record_return: "return",
  workflow_record_return_title: "Return",
  workflow_not_found: "Workflow not found",
  workflow_none_named: "No workflow was named.",
  workflow_no_such: "There is no workflow “{name}” you can run.",
  workflow_loading: "Loading workflow",
  workflow_load_failed: "Workflow could not be loaded",
  workflow_cannot_run: "This workflow cannot be run",
  workflow_loading_step: "Loading step",
  workflow_step_load_failed: "This step could not be loaded",
  workflow_step_show_failed: "This step could not be shown",
  workflow_not_step_screen: "“{name}” is not a workflow step screen.",
  workflow_nothing_to_confirm: "There is nothing to confirm: no {what} is being entered in this tab.",
  workflow_start_new: "Start a new {what}",
  workflow_confirmation_failed: "This confirmation could not be shown",
  workflow_loading_confirmation: "Loading confirmation",
  workflow_not_confirmation_screen: "“{name}” is not a confirmation screen.",
  workflow_submit: "Submit",
  workflow_attached_files: "Attached files",
  workflow_not_submitted: "Not submitted",
  workflow_change_following: "Nothing was created. Please change the following, then submit again:",
  workflow_submit_again_safe: "{message} Nothing was created; submitting again is safe.",
  workflow_change_in_step: "Change it in step {step}",
  workflow_created_number: "{what} {number} created",
  workflow_created: "{what} created",
  workflow_thanks_number:
    "Thank you. Your {what} has the number {number}; a confirmation is on its way to your e-mail address.",
  workflow_thanks: "Thank you. Your {what} was received.",
  workflow_what_next: "What next",
  workflow_open_number: "Open {what} {number}",
  workflow_open: "Open the {what}",
  workflow_view_summary: "View the summary",
  workflow_back_to_returns: "Back to the returns",
  workflow_back_to_requests: "Back to the service requests",
  workflow_summary_not_available: "Summary not available",
  workflow_no_record_named: "No record was named.",
  workflow_no_summary: "The workflow “{workflow}” has no summary.",
  workflow_loading_summary: "Loading summary",
  // Renderer: field types and items
  attachment_not_added: "Some files were not added",
  attachment_files: "{label}: files",
  attachment_uploaded: "{name} ({size}) uploaded",
  attachment_remove_file: "Remove {name}",
  attachment_remove: "Remove",
  attachment_uploading: "Uploading {name}",
  attachment_dismiss_file: "Dismiss {name}",
  attachment_cancel_file: "Cancel {name}",
  attachment_dismiss: "Dismiss",
  attachment_type_refused: '"{name}" was not added: .{extension} files are not accepted.',
  attachment_too_large: '"{name}" was not added: it is {size}, larger than the {limit} limit.',
  attachment_upload_refused: '"{name}" was not uploaded: {reason}',
  attachment_upload_failed: '"{name}" was not uploaded: the upload failed.',
  attachment_still_uploading: '"{name}" is still uploading; wait until it has finished',
  attachment_file_required: "{label} needs at least one file",
  attachment_drop_here: "Drag files here, or",
  attachment_drop_now: "Drop the files to add them",
  attachment_browse: "Browse",
  attachment_browse_field: "Browse for {label}",
  attachment_limit_size: "Up to {limit} per file.",
  attachment_limit_types: "Not accepted: {types}.",
  size_bytes: "{count} bytes",
  size_kb: "{count} KB",
  size_mb: "{count} MB",
  grid_cell_label: "{label}, line {line}",
  checkbox_yes: "Yes",
  checkbox_no: "No",
  code_select_type_to_search: "Type to search",
  code_select_loading: "Loading…",
  code_select_nothing_found: "Nothing found",
  lookup_not_available_here: "Not available here",
  lookup_choose_field_first: "Choose the {field} first",
  lookup_choose_other_first: "Choose the other field first",
  record_changed_meanwhile: "This record was changed by someone else since you opened it.",
  workflow_no_steps: "The workflow has no steps.",
  api_network_error: "Network error",
  api_answer_not_understood: "The server's answer was not understood",
  lookup_nothing_chosen: "Nothing chosen",
  lookup_choose_field: "Choose {label}",
  lookup_choose: "Choose…",
  lookup_clear_field: "Clear {label}",
  lookup_clear: "Clear",
  card_no_details: "No details to show.",
  card_nothing_linked: "Nothing linked yet.",
  card_loading: "Loading {label}",
  card_load_failed: "{label} could not be loaded.",
  grid_no_entries: "{caption}: no entries",
  grid_line: "Line {line}",
  grid_remove_line: "Remove line {line}",
  grid_remove: "Remove",
  grid_add_line: "Add line to {caption}",
  grid_min_one_line: "Add at least one line to {caption}",
  grid_min_lines: "Add at least {min} lines to {caption}",
  counter_counting: "Counting {label}",
  // Renderer: navigation, pages and screens
  navlink_close: "Close linked screen",
  navlink_not_shown: "Not shown here",
  navlink_not_lookup: "{screen} is a {type} screen; the side panel shows lookup screens.",
  record_not_found: "Record not found",
  record_bad_number: "“{id}” is not a record number.",
  record_back_to_list: "Back to the list",
  record_loading: "Loading record",
  record_load_failed: "Record could not be loaded",
  record_no_such: "There is no record {id} you can see.",
  conflict_title: "Someone else changed this record",
  conflict_intro: "It was saved by someone else after you opened it. Your changes are not saved yet.",
  conflict_changed_fields: "Changed fields",
  conflict_field: "Field",
  conflict_before: "When you opened it",
  conflict_theirs: "Saved now",
  conflict_mine: "Yours",
  conflict_hidden_changes: "The changes are in values this screen does not show.",
  conflict_reload: "Reload their version",
  conflict_overwrite: "Overwrite with my changes",
  lookup_not_lookup_title: "Not a lookup screen",
  lookup_not_lookup: "Screen {screen} is a {type} screen.",
  lookup_search_label: "Search {title}",
  lookup_keys_hint: "Use the arrow keys to move through the results and Enter to choose one",
  lookup_searching: "Searching",
  lookup_search_failed: "The search failed",
  lookup_no_matches: "No matching entries.",
  lookup_page_of: "Page {page} of {pages}",
  leave_title: "Leave without sending?",
  leave_text: "What you entered for this {what} will be lost.",
  leave_discard: "Leave and discard",
  leave_stay: "Stay",
  leave_unsaved_title: "Leave without saving?",
  leave_unsaved_text: "Your changes have not been saved and will be lost.",
  wizard_step: "Step",
  wizard_step_of: "of {total}",
  wizard_step_of_reached: "of {total}, reached",
  wizard_steps_label: "{title}: steps",
  wizard_step_heading: "Step {current} of {total}: {title}",
  wizard_review: "Review",
  wizard_next: "Next",
  // What QueryState names while loading or failing ("Loading {what}", "The {what} could not be loaded")
  query_what_outbox: "outbox",
  query_what_linked_screen: "linked screen",
  query_what_lookup_screen: "lookup screen",
  query_what_profile: "profile",
  query_what_information: "information",
  screen_no_such: "There is no screen named “{name}”.",
  screen_not_list: "“{name}” is not a list screen.",
  record_saved: "{what} saved.",
  request_record_what: "Service request",
  rma_record_what: "RMA",
  profile_saved: "Profile saved",
  profile_image_updated: "Profile image updated",
  profile_image_choose: "Choose an image file",
  profile_image_not_image: "The file must be an image",
  profile_image_type_blocked: "This file type is not allowed",
  profile_image_too_large: "The file is larger than {kb} KB",
  profile_image_invalid: "Invalid file",
  note_write_first: "Write the note first",
  note_too_long: "A note holds at most {max} characters",
  note_added: "Your note was added.",
  workflow_email_subject: "{what} {number} received",
  workflow_email_text:
    "Thank you. Your {what} {number} ({title}) was received and will be dealt with shortly.",
  workflow_email_failed: "{what} {number} was created, but the confirmation e-mail could not be sent.",
  // Page titles (document.title): what the page shows · area · company, joined right to left.
  page_title_join: "{part} · {rest}",
  page_title_signin: "Sign in",
  page_title_not_found: "Page not found",
  // Daily screens (issue 11, presentation): lists, states, files and success pages.
  list_filter_all: "All",
  list_filters_button: "Filters ({count})",
  list_filters_title: "Filters",
  list_filters_done: "Show results",
  list_sort_by: "Sort by",
  list_sort_ascending: "{column}, ascending",
  list_sort_descending: "{column}, descending",
  list_filtered_empty_title: "Nothing matches these filters",
  list_filtered_empty_body: "Try other words or filters, or clear them to see everything.",
  list_empty_title: "Nothing here yet",
  list_empty_body: "Records you can see will show here.",
  list_load_failed_body: "Check your connection and try again. If it keeps happening, contact us.",
  list_card_open: "Open {number}",
  area_no_access_title: "No access to {area}",
  area_no_access_body:
    "Your account cannot open {area}. If you need it for your work, ask your administrator for access.",
  area_no_access_home: "Go to the dashboard",
  request_list_empty_title: "No service requests yet",
  request_list_empty_body: "Raise a service request when something needs fixing; you can follow it here.",
  request_list_empty_action: "Raise a service request",
  rma_list_empty_title: "No returns yet",
  rma_list_empty_body: "Start a return when a product has to come back; you can follow it here.",
  rma_list_empty_action: "Start a return",
  attachments_title: "Attachments",
  attachments_none: "No files attached.",
  attachments_name: "Name",
  attachments_size: "Size",
  attachments_type: "Type",
  attachments_download: "Download {name}",
  attachments_loading: "Loading attachments",
  workflow_success_record: "Your {what}",
  workflow_success_next: "Next steps",
  workflow_raise_another_request: "Raise another service request",
  workflow_raise_another_return: "Start another return",
  workflow_success_status: "Status",
  workflow_success_created: "Created",
} as const;

/**
 * The one catalogue of message keys with their English defaults (ARCHITECTURE §2 rule 10). The
 * server seeds every entry into the portal messages at start (missing keys only, so an edited
 * message survives restarts); `{name}` placeholders are ICU MessageFormat arguments.
 */
export const MESSAGE_CATALOGUE = {
  ...DEFAULT_MESSAGES,
  ...WEB_MESSAGES,
  ...VALUE_MESSAGES,
  ...ERROR_MESSAGES,
} as const;
export type TCatalogueKey = keyof typeof MESSAGE_CATALOGUE;

/** Values of a message's `{name}` placeholders. */
export type TMessageValues = Record<string, string | number>;

/** The `{name}` placeholders of a message text (plain arguments; the catalogue holds no others). */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a catalogue message takes: exactly its placeholders, each a string or number. */
export type TValuesOf<K extends TCatalogueKey> = {
  [N in Placeholders<(typeof MESSAGE_CATALOGUE)[K]>]: string | number;
};

/** The values argument of a key: required with the message's placeholders, absent without any. */
export type TValuesArg<K extends TCatalogueKey> = [Placeholders<(typeof MESSAGE_CATALOGUE)[K]>] extends [
  never,
]
  ? []
  : [values: TValuesOf<K>];

/** A message a person reads, as a catalogue key and its values (what an error response carries). */
export interface TKeyedMessage {
  key: TCatalogueKey;
  values?: TMessageValues;
}

/**
 * A catalogue message by key; a typo in the key, a missing or an unknown value fails the type check.
 * `message("error_rate_limited", { seconds: 30 })`.
 */
export function message<K extends TCatalogueKey>(key: K, ...values: TValuesArg<K>): TKeyedMessage {
  const [given] = values as [TMessageValues?];
  return given ? { key, values: given } : { key };
}

/** The English text of a keyed message: its catalogue default with the values filled in. */
export const englishText = (m: TKeyedMessage): string => formatMessage(MESSAGE_CATALOGUE[m.key], m.values);

/**
 * A zod issue that refuses with a catalogue message: the English text as its message, the key
 * and values in its params (read back with issueMessage), so an error response can carry them.
 */
export const keyedIssue = (refusal: TKeyedMessage) => ({
  code: "custom" as const,
  message: englishText(refusal),
  params: { messageKey: refusal.key, values: refusal.values },
});

/** The catalogue message of a zod issue made by keyedIssue, or undefined for any other issue. */
export function issueMessage(issue: { code?: string; params?: unknown }): TKeyedMessage | undefined {
  const params = issue.code === "custom" ? (issue.params as Record<string, unknown> | undefined) : undefined;
  const key = params?.messageKey;
  if (typeof key !== "string" || !Object.hasOwn(MESSAGE_CATALOGUE, key)) return undefined;
  const values = params?.values as TMessageValues | undefined;
  return values ? { key: key as TCatalogueKey, values } : { key: key as TCatalogueKey };
}

/**
 * English defaults of a list screen's CSV export and saved views (issue 12): every list of the
 * requests, RMA and data-view areas, and the reports' tables. Not part of WEB_MESSAGES: they come
 * with the list screen's chunks, not with the signed-in shell (bench/budgets.json). The server
 * seeds them with the rest of MESSAGE_CATALOGUE.
 */
export const LIST_MESSAGES = {
  // CSV export of a list (every list screen; data views and report tables too).
  list_export_csv: "Export CSV",
  list_export_count: "Rows to export: {count}",
  list_export_count_about: "Rows to export: about {count}",
  list_export_progress: "Exporting: {done} of {total} rows",
  list_export_progress_label: "Export progress",
  list_export_done: "Export finished: {file} ({count} rows).",
  list_export_failed: "The export stopped before the end, so no file was saved. Try again.",
  // Saved views of a list (the list's "Views" menu).
  views_menu: "Views",
  views_loading: "Loading views…",
  views_none: "No saved views yet",
  views_item_shared: "{name} (shared by {owner})",
  views_item_shared_mine: "{name} (shared)",
  views_save: "Save this view…",
  views_save_title: "Save this view",
  views_save_body:
    "Saves the columns, search, filters and sort the list shows now, to reopen them from Views.",
  views_name: "Name",
  views_name_required: "Give the view a name.",
  views_shared: "Share with my company",
  views_save_confirm: "Save view",
  views_cancel: "Cancel",
  views_saved: 'View "{name}" saved.',
  views_delete: "Delete {name}",
  views_delete_title: "Delete this view?",
  views_delete_body:
    'The saved view "{name}" will be deleted for you and everyone it is shared with. The records stay as they are.',
  views_delete_confirm: "Delete view",
  views_deleted: 'View "{name}" deleted.',
} as const;

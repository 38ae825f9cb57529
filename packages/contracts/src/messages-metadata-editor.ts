/**
 * English defaults of the Metadata Editor of the UI Designer: they come with its page, not with the
 * shell (bench/budgets.json). The Import / Export page's are in messages-bundles.ts.
 */
export const METADATA_EDITOR_MESSAGES = {
  mde_title: "Metadata editor",
  mde_kind: "Document kind",
  mde_kind_screen: "Screens",
  mde_kind_workflow: "Workflows",
  mde_kind_menu: "Side menus",
  mde_kind_dashboard: "Dashboards",
  mde_kind_report: "Reports",
  mde_search: "Find a document",
  mde_documents: "Documents",
  mde_no_documents: "No document matches.",
  mde_revision: "revision {revision}",
  mde_draft: "draft",
  mde_draft_marker: "You have unpublished changes to this document.",
  mde_pick_document: "Pick a document to edit its JSON.",
  mde_code_label: "JSON of {name}",
  mde_loading_editor: "Loading the editor…",
  mde_missing: "There is no document {name} of this kind.",
  mde_load_failed: "The document could not be loaded.",
  mde_json_syntax: "This is not valid JSON here: {error}",
  mde_no_changes: "The draft is the same as the published revision.",
  mde_diff_label: "Differences between the published revision and your draft",
  mde_line_added: "added",
  mde_line_removed: "removed",
  mde_cancel: "Cancel",
  mde_delete: "Delete screen",
  mde_delete_title: "Delete screen {name}?",
  mde_delete_body:
    "Portal users will no longer see this screen. Its history is kept, so a designer can restore it.",
  mde_delete_confirm: "Delete",
  mde_deleted: "Screen {name} deleted.",
  mde_revisions: "Revisions",
  mde_syntax_invalid: "The JSON has a syntax error: the document keeps its last valid state.",
} as const;

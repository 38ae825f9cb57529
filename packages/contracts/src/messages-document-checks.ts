/**
 * English defaults of what the document store's checks, drafts, publish and bundles answer
 * (server texts: plain `{name}` placeholders only).
 */
export const DOCUMENT_CHECK_MESSAGES = {
  // Stale writes (409 with the current document and the changes)
  error_document_stale:
    'The {kind} "{name}" has changed since you opened it (it is now at revision {revision}). Compare the changes, then save again on top of it.',
  // Drafts and publish
  error_no_document_draft: 'You have no draft of the {kind} "{name}" to publish.',
  error_document_check_failed: 'The {kind} "{name}" has {count} error(s); fix them before publishing.',
  error_draft_name_differs:
    'The draft names the {kind} "{found}", not "{name}": rename it back, or save it as a draft of "{found}".',
  // Bundles (export and import between portals)
  error_bundle_unknown_kind: 'The bundle holds a document of kind "{kind}", which this portal does not know.',
  error_bundle_name_differs: 'The bundle lists the {kind} "{name}", but its document is named "{found}".',
  error_bundle_conflicts:
    "{count} document(s) or message(s) in the bundle were changed here since they were last seeded or imported. Review them, then import again choosing to overwrite them.",
  // Checks (POST documentcheck): a problem a check gives in its own words has no key of its own
  error_document_problem: "{problem}",
  // Accessibility rules of screens (warnings: they do not block publishing)
  warning_required_not_marked:
    'The column "{column}" is required, but the field "{item}" is not marked required: people learn it only when saving fails.',
  warning_label_without_text:
    'The label "{label}" of "{item}" has no text: a screen reader announces the input without a name.',
  warning_label_shared:
    'The fields "{item}" and "{other}" have the same label "{label}": people using a screen reader cannot tell them apart.',
  warning_section_without_title:
    "This section has no title while the screen has {count} sections: without headings, its group of fields is hard to find.",
} as const;

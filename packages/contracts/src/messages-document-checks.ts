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
} as const;

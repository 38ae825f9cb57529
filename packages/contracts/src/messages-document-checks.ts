/**
 * English defaults of what the document store's checks, drafts, publish and bundles answer
 * (server texts: plain `{name}` placeholders only).
 */
export const DOCUMENT_CHECK_MESSAGES = {} as const;

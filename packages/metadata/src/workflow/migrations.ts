import { WORKFLOW_FORMAT_VERSION } from "./workflow-document.js";

type RawDocument = Record<string, unknown>;
type Migration = (doc: RawDocument) => RawDocument;

/**
 * migrations[n] turns version n+1 into version n+2. Version 1 is the first format, so the list is
 * empty; the hook is here so a format change migrates stored documents on read (like screens)
 * and they are rewritten at their next save.
 */
const migrations: Migration[] = [];

export function migrateWorkflowDocument(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  let doc = raw as RawDocument;
  let version = typeof doc.formatVersion === "number" ? doc.formatVersion : 1;
  if (version > WORKFLOW_FORMAT_VERSION) return doc; // the parser reports the unknown version
  if (doc.formatVersion === undefined) doc = { ...doc, formatVersion: 1 };
  while (version < WORKFLOW_FORMAT_VERSION) {
    const step = migrations[version - 1];
    if (!step) break;
    doc = step(doc);
    version += 1;
  }
  return doc;
}

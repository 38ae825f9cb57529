import { checkReportReferences, REPORT_FORMAT, reportNames, type TReportDocument } from "@fsm/metadata";
import type { DocumentKind } from "../../engine/documents/document-kind.js";
import { invalidDocument } from "../../engine/documents/documents.errors.js";
import { buildReportCatalog } from "./report-catalog.js";

/**
 * Reports in the document store, written by a designer through the store's import call: the
 * source screen must have a search, the grouping columns be its columns and the filters its
 * declared filter items, and the texts portal messages.
 */
export const REPORT_KIND: DocumentKind<TReportDocument> = {
  format: REPORT_FORMAT,
  validate: async (db, raw) => {
    const parsed = REPORT_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    const issues = checkReportReferences(parsed.value, await buildReportCatalog(db));
    if (issues.length) throw invalidDocument(issues);
    return parsed.value;
  },
  canWrite: (actor) => actor.access.studio,
  // The reports calls read the store on every request: no cache to clear.
  clears: [],
  importable: true,
  references: reportNames,
};

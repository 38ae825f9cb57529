import {
  checkDashboardReferences,
  DASHBOARD_FORMAT,
  dashboardNames,
  type TDashboardDocument,
} from "@fsm/metadata";
import type { DocumentKind } from "../../engine/documents/document-kind.js";
import { invalidDocument } from "../../engine/documents/documents.errors.js";
import { buildDashboardCatalog } from "./dashboard-catalog.js";

/**
 * The dashboards in the document store, one per role (named after the role code, "default" for
 * the others), written by a designer through the store's import call. Every counter, screen,
 * workflow and message a card names must exist when it is written (and when a revision is restored).
 */
export const DASHBOARD_KIND: DocumentKind<TDashboardDocument> = {
  format: DASHBOARD_FORMAT,
  validate: async (db, raw) => {
    const parsed = DASHBOARD_FORMAT.parse(raw);
    if (!parsed.ok) throw invalidDocument(parsed.issues);
    const issues = checkDashboardReferences(parsed.value, await buildDashboardCatalog(db));
    if (issues.length) throw invalidDocument(issues);
    return parsed.value;
  },
  canWrite: (actor) => actor.access.studio,
  // The dashboard call reads the store on every request: no cache to clear.
  clears: [],
  importable: true,
  references: dashboardNames,
};

import { defineDocumentFormat } from "../document/document-format.js";
import {
  DASHBOARD_FORMAT_VERSION,
  ZDashboardDocument,
  type TDashboardDocument,
} from "./dashboard-document.js";

/** The dashboard document kind: one per role, the cards of its home page (/app/dashboard). */
export const DASHBOARD_FORMAT = defineDocumentFormat<TDashboardDocument>({
  kind: "dashboard",
  version: DASHBOARD_FORMAT_VERSION,
  schema: ZDashboardDocument,
  migrations: [],
  nameOf: (doc) => doc.name,
});

export const parseDashboardDocument = DASHBOARD_FORMAT.parse;

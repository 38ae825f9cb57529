import { defineDocumentFormat } from "../document/document-format.js";
import { REPORT_FORMAT_VERSION, ZReportDocument, type TReportDocument } from "./report-document.js";

/** The report document kind (reports list and report pages; designers import them). */
export const REPORT_FORMAT = defineDocumentFormat<TReportDocument>({
  kind: "report",
  version: REPORT_FORMAT_VERSION,
  schema: ZReportDocument,
  migrations: [],
  nameOf: (doc) => doc.name,
});

export const parseReportDocument = REPORT_FORMAT.parse;

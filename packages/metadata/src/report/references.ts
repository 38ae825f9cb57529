import { checkMessage, type MetadataCatalog, type Report } from "../catalog-checks.js";
import { namesFrom, type DocumentNames } from "../document/document-names.js";
import type { MetadataIssue } from "../issues.js";
import type { TReportDocument } from "./report-document.js";

/** What a report may name: messages, and the search (columns, filter items) of a list screen. */
export type ReportCatalog = Pick<MetadataCatalog, "hasMessage"> & {
  /** The search of a stored screen (lower-cased column names and filter item names), if it has one. */
  searchOf(
    screen: string,
  ):
    | { columns: ReadonlySet<string>; dateColumns: ReadonlySet<string>; filters: ReadonlySet<string> }
    | undefined;
};

/** Cross-reference checks a schema cannot make: the source screen lists, and the report names its own. */
export function checkReportReferences(doc: TReportDocument, catalog: ReportCatalog): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  checkMessage(catalog, doc.title, "title", report);
  if (doc.description) checkMessage(catalog, doc.description, "description", report);
  const search = catalog.searchOf(doc.source.screen);
  if (!search) {
    report("source.screen", `screen "${doc.source.screen}" has no search to report on`);
    return issues;
  }
  doc.groupBy.forEach((item, i) => {
    const [column = "", bucket] = item.split(":");
    if (!search.columns.has(column))
      report(`groupBy[${i}]`, `"${column}" is not a column of the screen's search`);
    else if (bucket && !search.dateColumns.has(column))
      report(`groupBy[${i}]`, `"${column}" is not a date column, so it has no months`);
  });
  for (const item of Object.keys(doc.filters))
    if (!search.filters.has(item.toLowerCase()))
      report(`filters.${item}`, `"${item}" is not a filter of screen "${doc.source.screen}"`);
  return issues;
}

/** The source screen and message keys a report names (a bundle's export). */
export const reportNames = (doc: TReportDocument): DocumentNames =>
  namesFrom((catalog) => checkReportReferences(doc, catalog));

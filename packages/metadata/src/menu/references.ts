import { checkMessage, type MetadataCatalog, type Report } from "../catalog-checks.js";
import { namesFrom, type DocumentNames } from "../document/document-names.js";
import type { MetadataIssue } from "../issues.js";
import type { TMenuDocument } from "./menu-document.js";

/**
 * Cross-reference checks of the side menu a schema cannot make: every label is a portal message
 * (named in the words screens and workflows use). Which areas exist is the web's to know.
 */
export function checkMenuReferences(
  doc: TMenuDocument,
  catalog: Pick<MetadataCatalog, "hasMessage">,
): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  doc.entries.forEach((entry, i) => {
    if (entry.label) checkMessage(catalog, entry.label, `entries[${i}].label`, report);
  });
  return issues;
}

/** The message keys the side menu names (its entries name areas, which are the web's). */
export const menuNames = (doc: TMenuDocument): DocumentNames =>
  namesFrom((catalog) => checkMenuReferences(doc, catalog));

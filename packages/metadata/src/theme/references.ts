import { checkMessage, type MetadataCatalog, type Report } from "../catalog-checks.js";
import type { MetadataIssue } from "../issues.js";
import type { TThemeDocument } from "./theme-document.js";

/** Cross-reference checks of a theme a schema cannot make: its sign-in message keys are portal messages. */
export function checkThemeReferences(
  doc: TThemeDocument,
  catalog: Pick<MetadataCatalog, "hasMessage">,
): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  const { welcome, note } = doc.login.messages;
  checkMessage(catalog, welcome, "login.messages.welcome", report);
  if (note) checkMessage(catalog, note, "login.messages.note", report);
  return issues;
}

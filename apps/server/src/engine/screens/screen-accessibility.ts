import { message, type TDocumentProblem } from "@fsm/contracts";
import type { TScreenDocument } from "@fsm/metadata";
import { findColumn, findTable } from "../dictionary/dictionary.js";
import { problem } from "../documents/document-check.js";

/**
 * The accessibility rules a screen document can break that its format cannot refuse: warnings
 * (publishing goes on), each at the JSON pointer of what to change. An unknown or missing label
 * key is already an error of the format and reference checks. Rules:
 * - an input on a column the dictionary requires is marked required (WCAG 3.3.2);
 * - an input's label message has text (WCAG 4.1.2: an input needs an accessible name);
 * - two inputs do not share one label (WCAG 2.4.6: labels tell inputs apart);
 * - with more than one section, each has a title, its heading (WCAG 1.3.1 / 2.4.6).
 * The format has no heading levels, so there is no level jump to find.
 */
export function accessibilityWarnings(
  doc: TScreenDocument,
  messages: Record<string, string>,
): TDocumentProblem[] {
  const warnings: TDocumentProblem[] = [];
  const warn = (path: string, text: Parameters<typeof problem>[2]) =>
    warnings.push(problem(path, "warning", text));
  const table = "table" in doc && doc.table ? findTable(doc.table) : undefined;
  const sections = "sections" in doc ? doc.sections : [];
  const labelled = new Map<string, string>();
  sections.forEach((section, s) => {
    if (sections.length > 1 && !section.title)
      warn(`/sections/${s}`, message("warning_section_without_title", { count: String(sections.length) }));
    section.items.forEach((item, i) => {
      if (item.kind !== "field" || item.type === "label" || item.readOnly) return;
      const at = `/sections/${s}/items/${i}`;
      const column = table && findColumn(table, item.column);
      if (column?.required && !item.required)
        warn(
          `${at}/required`,
          message("warning_required_not_marked", { column: item.column, item: item.id }),
        );
      if (item.label in messages && !messages[item.label]!.trim())
        warn(`${at}/label`, message("warning_label_without_text", { label: item.label, item: item.id }));
      const other = labelled.get(item.label);
      if (other)
        warn(`${at}/label`, message("warning_label_shared", { item: item.id, other, label: item.label }));
      else labelled.set(item.label, item.id);
    });
  });
  return warnings;
}

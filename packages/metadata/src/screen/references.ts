import {
  checkCodeTable,
  checkColumn,
  checkMessage,
  checkScreenExists,
  checkTable,
  type MetadataCatalog,
  type Report,
} from "../catalog-checks.js";
import { namesFrom, type DocumentNames } from "../document/document-names.js";
import type { MetadataIssue } from "../issues.js";
import { codeTableOf, lookupOf, type TLookupRef } from "../field-types/index.js";
import { filterOperatorProblem } from "./filter-operators.js";
import type { TScreenItem, TSection } from "./items.js";
import type { TSearchDefinition } from "./search.js";
import type { TScreenDocument } from "./screen-document.js";

export type { MetadataCatalog } from "../catalog-checks.js";

function checkSearch(catalog: MetadataCatalog, search: TSearchDefinition, path: string, report: Report) {
  if (!checkTable(catalog, search.table, `${path}.table`, report)) return;
  search.columns.forEach((c, i) => {
    checkColumn(catalog, search.table, c.column, `${path}.columns[${i}].column`, report);
    checkMessage(catalog, c.label, `${path}.columns[${i}].label`, report);
    checkCodeTable(catalog, c.codeTable, `${path}.columns[${i}].codeTable`, report);
  });
  search.filters.forEach((f, i) => {
    checkColumn(catalog, search.table, f.column, `${path}.filters[${i}].column`, report);
    checkMessage(catalog, f.label, `${path}.filters[${i}].label`, report);
    checkCodeTable(catalog, f.codeTable, `${path}.filters[${i}].codeTable`, report);
    const operator = filterOperatorProblem(f.type, f.operator);
    if (operator) report(`${path}.filters[${i}].operator`, operator);
    checkLookup(catalog, f.lookup, new Set(), `${path}.filters[${i}].lookup`, report);
  });
  search.globalSearchColumns.forEach((c, i) =>
    checkColumn(catalog, search.table, c, `${path}.globalSearchColumns[${i}]`, report),
  );
}

/** A lookup field's screen and its key and display columns exist; its dependencies are fields. */
function checkLookup(
  catalog: MetadataCatalog,
  lookup: TLookupRef | undefined,
  fieldColumns: Set<string>,
  path: string,
  report: Report,
) {
  if (!lookup) return;
  checkScreenExists(catalog, lookup.screen, `${path}.screen`, report);
  const lookupTable = catalog.tableOfScreen(lookup.screen);
  if (lookupTable) {
    checkColumn(catalog, lookupTable, lookup.keyColumn, `${path}.keyColumn`, report);
    checkColumn(catalog, lookupTable, lookup.displayColumn, `${path}.displayColumn`, report);
  }
  if (lookup.dependsOn) checkDependencies(catalog, lookup, fieldColumns, path, report);
}
function checkItem(
  catalog: MetadataCatalog,
  table: string | undefined,
  item: TScreenItem,
  path: string,
  ids: Set<string>,
  report: Report,
  fieldColumns: Set<string> = new Set(),
) {
  checkMessage(catalog, item.label, `${path}.label`, report);
  switch (item.kind) {
    case "field":
      // An attachment field's column names the form value holding the uploaded files, which are
      // linked to the row by attachmentId when it is saved: it is not a column of the table.
      if (table && item.type !== "attachment")
        checkColumn(catalog, table, item.column, `${path}.column`, report);
      checkCodeTable(catalog, codeTableOf(item), `${path}.codeTable`, report);
      checkLookup(catalog, lookupOf(item), fieldColumns, `${path}.lookup`, report);
      if (item.visibleWhen && !ids.has(item.visibleWhen.field))
        report(`${path}.visibleWhen.field`, `unknown item "${item.visibleWhen.field}" of this screen`);
      return;
    case "childGrid":
    case "card": {
      if (!checkTable(catalog, item.table, `${path}.table`, report)) return;
      if (item.kind === "childGrid") checkGridColumns(catalog, item, path, report);
      const cols = item.kind === "childGrid" ? item.columns.map((c) => c.column) : item.placeholders;
      const key = item.kind === "childGrid" ? "columns" : "placeholders";
      cols.forEach((c, i) =>
        checkColumn(
          catalog,
          item.table,
          c,
          `${path}.${key}[${i}]${item.kind === "childGrid" ? ".column" : ""}`,
          report,
        ),
      );
      if (item.kind === "card" && item.linkColumn && table)
        checkCardLink(catalog, table, item.linkColumn, item.table, `${path}.linkColumn`, report);
      return;
    }
    case "counter":
    case "navLink":
      checkScreenExists(catalog, item.screen, `${path}.screen`, report);
      return;
    case "button":
      if (item.action.type === "navigate")
        checkScreenExists(catalog, item.action.screen, `${path}.action.screen`, report);
      return;
  }
}

/** A card's link column: a column of the record's table that refers to the card's table. */
function checkCardLink(
  catalog: MetadataCatalog,
  table: string,
  column: string,
  cardTable: string,
  path: string,
  report: Report,
) {
  const columns = catalog.columnsOf(table);
  if (columns && !columns.has(column)) return checkColumn(catalog, table, column, path, report);
  const refers = catalog.referenceOf?.(table, column);
  if (catalog.referenceOf && refers !== cardTable)
    report(path, `column "${column}" of table "${table}" does not refer to table "${cardTable}"`);
}

/** Labels, code tables and lookup screens of a child grid's columns (their names are checked below). */
function checkGridColumns(
  catalog: MetadataCatalog,
  grid: Extract<TScreenItem, { kind: "childGrid" }>,
  path: string,
  report: Report,
) {
  grid.columns.forEach((c, i) => {
    const at = `${path}.columns[${i}]`;
    checkMessage(catalog, c.label, `${at}.label`, report);
    checkCodeTable(catalog, codeTableOf(c), `${at}.codeTable`, report);
    const lookup = lookupOf(c);
    if (lookup) checkScreenExists(catalog, lookup.screen, `${at}.lookup.screen`, report);
    // In a grid the value comes from another cell of the same row.
    if (lookup?.dependsOn)
      checkDependencies(catalog, lookup, new Set(grid.columns.map((g) => g.column)), `${at}.lookup`, report);
  });
}

/**
 * lookup.dependsOn: the value comes from a field of this screen showing `column`, and feeds a
 * filter item the lookup screen declares (its search refuses anything else).
 */
function checkDependencies(
  catalog: MetadataCatalog,
  lookup: TLookupRef,
  columns: Set<string>,
  path: string,
  report: Report,
) {
  const filters = catalog.filtersOfScreen?.(lookup.screen);
  lookup.dependsOn?.forEach((d, i) => {
    if (!columns.has(d.column))
      report(`${path}.dependsOn[${i}].column`, `no field of this screen shows column "${d.column}"`);
    if (filters && !filters.has(d.filter.toLowerCase()))
      report(
        `${path}.dependsOn[${i}].filter`,
        `"${d.filter}" is not a filter item of lookup screen "${lookup.screen}"`,
      );
  });
}

function collectIds(sections: TSection[]): Set<string> {
  return new Set(sections.flatMap((s) => s.items.map((i) => i.id)));
}

/**
 * Cross-reference checks a schema cannot make: screens, message keys, code tables and columns;
 * and that each search filter's operator is one its field type declares (checked on write rather
 * than in the schema, so a screen stored before that rule still loads: its search refuses the filter).
 */
export function checkScreenReferences(doc: TScreenDocument, catalog: MetadataCatalog): MetadataIssue[] {
  const issues: MetadataIssue[] = [];
  const report: Report = (path, message) => issues.push({ path, message });
  checkMessage(catalog, doc.title, "title", report);
  const table = "table" in doc ? doc.table : undefined;
  if (table) checkTable(catalog, table, "table", report);
  if ("search" in doc && doc.search) checkSearch(catalog, doc.search, "search", report);
  const sections = "sections" in doc ? doc.sections : [];
  const ids = collectIds(sections);
  const fieldColumns = new Set(
    sections.flatMap((s) => s.items.flatMap((i) => (i.kind === "field" ? [i.column] : []))),
  );
  sections.forEach((section, s) => {
    if (section.title) checkMessage(catalog, section.title, `sections[${s}].title`, report);
    section.items.forEach((item, i) =>
      checkItem(catalog, table, item, `sections[${s}].items[${i}]`, ids, report, fieldColumns),
    );
  });
  if ("actions" in doc)
    doc.actions.forEach((action, i) => checkItem(catalog, table, action, `actions[${i}]`, ids, report));
  if (doc.type === "lookup") {
    checkColumn(catalog, doc.table, doc.keyColumn, "keyColumn", report);
    checkColumn(catalog, doc.table, doc.displayColumn, "displayColumn", report);
  }
  return issues;
}

/** The screens (lookups, counters, links) and message keys a screen names (a bundle's export). */
export const screenNames = (doc: TScreenDocument): DocumentNames =>
  namesFrom((catalog) => checkScreenReferences(doc, catalog));

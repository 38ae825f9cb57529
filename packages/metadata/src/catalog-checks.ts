/** What exists on the server: the data dictionary, the screen store and the message table. */
export interface MetadataCatalog {
  hasScreen(name: string): boolean;
  /** The table a stored screen works on, if it has one. */
  tableOfScreen(name: string): string | undefined;
  hasMessage(key: string): boolean;
  hasCodeTable(name: string): boolean;
  columnsOf(table: string): ReadonlySet<string> | undefined;
  /** The filter item names (item_name, lower-cased) a stored screen's search declares. */
  filtersOfScreen?(name: string): ReadonlySet<string> | undefined;
  /** The table whose ids a column holds, if it is a reference. */
  referenceOf?(table: string, column: string): string | undefined;
}

/** Collects one issue: the document path it is at and why. */
export type Report = (path: string, message: string) => void;

/*
 * The reference checks screen and workflow documents share, so both name a missing message,
 * table, column, code table or screen in the same words.
 */

export function checkMessage(
  catalog: Pick<MetadataCatalog, "hasMessage">,
  key: string,
  path: string,
  report: Report,
) {
  if (!catalog.hasMessage(key)) report(path, `unknown message key "${key}"`);
}

/** Whether the table exists; reports it at `path` when it does not. */
export function checkTable(catalog: MetadataCatalog, table: string, path: string, report: Report): boolean {
  if (catalog.columnsOf(table)) return true;
  report(path, `unknown table "${table}"`);
  return false;
}

/** A column of a table; an unknown table is reported where the table is named, not here. */
export function checkColumn(
  catalog: MetadataCatalog,
  table: string,
  column: string,
  path: string,
  report: Report,
) {
  const columns = catalog.columnsOf(table);
  if (columns && !columns.has(column)) report(path, `unknown column "${column}" of table "${table}"`);
}

export function checkCodeTable(
  catalog: MetadataCatalog,
  name: string | undefined,
  path: string,
  report: Report,
) {
  if (name && !catalog.hasCodeTable(name)) report(path, `unknown code table "${name}"`);
}

/** Whether the screen exists; reports it at `path` when it does not. */
export function checkScreenExists(
  catalog: MetadataCatalog,
  name: string,
  path: string,
  report: Report,
): boolean {
  if (catalog.hasScreen(name)) return true;
  report(path, `unknown screen "${name}"`);
  return false;
}

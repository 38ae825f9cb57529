import type { DictColumn } from "../dictionary/dictionary.types.js";
import type { DataRow } from "./search.repository.js";

/**
 * What a spreadsheet reads as a formula or a control at the start of a cell (OWASP CSV injection):
 * `= + - @`, tab, CR, and the full-width `＝ ＋ － ＠` that Apple Numbers folds into them.
 */
const CELL_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The same after a line break inside the cell (CR there is part of the break, not a line's text). */
const LINE_START = /(\r\n|\n|\r)(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Text as a CSV cell a spreadsheet will not run: the cell and every line inside it that starts
 * like a formula gets a `'`, which Excel, LibreOffice and Google Sheets show as text. Every line,
 * not only the first: a cell's later lines become rows of their own in a reader that does not
 * honour the quotes, and some importers split multi-line cells. Numbers of numeric columns stay
 * numbers.
 */
export const exportCell = (text: string): string => {
  const lines = text.replace(LINE_START, "$1'");
  return CELL_START.test(lines) ? `'${lines}` : lines;
};

export type CellFormat = { column: DictColumn; format: (row: DataRow) => string };

/**
 * How one column's stored value becomes the text of its cell: code values as their descriptions
 * (what the list shows; an unknown code as itself), flags as the list's Yes/No, instants in the
 * caller's time zone, days as ISO days, numbers as written, text neutralised.
 */
export function cellFormat(
  column: DictColumn,
  options: { codes: Map<string, string> | null; yesNo: [string, string]; dateTime: Intl.DateTimeFormat },
): CellFormat {
  const name = column.name;
  const { codes, yesNo, dateTime } = options;
  const format = (row: DataRow): string => {
    const value = row[name];
    if (value === null || value === undefined) return "";
    if (codes) return exportCell(codes.get(String(value)) ?? String(value));
    switch (column.type) {
      case "boolean":
        return value === true || value === "true" ? yesNo[0] : yesNo[1];
      case "dateTime": {
        const at = value instanceof Date ? value : new Date(String(value));
        return Number.isNaN(at.getTime()) ? exportCell(String(value)) : dateTime.format(at);
      }
      case "integer":
      case "number":
        return String(value);
      default:
        return exportCell(value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    }
  };
  return { column, format };
}

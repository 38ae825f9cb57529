import type { TReportGroups } from "@fsm/contracts";
import { once } from "../format/once";
import type { TTranslate } from "../messages/use-message";

export type ReportRow = { label: string; count: number };

/**
 * The report's groups as labelled numbers: code values by their descriptions (translated), two
 * grouping columns joined ("New · High"), an empty value as "(none)"; in the server's order.
 */
export function reportRows(
  report: { groupBy: readonly string[] },
  data: TReportGroups,
  t: TTranslate,
): ReportRow[] {
  const labels = data.codeLabels ?? {};
  const cell = (column: string, value: unknown) => {
    if (value === null || value === undefined || value === "") return t("reports_none_value");
    if (column.endsWith(":month")) return monthLabel(String(value));
    const key = labels[column]?.[String(value)];
    return key ? t(key) : String(value);
  };
  return data.rows.map((row) => ({
    label: report.groupBy.map((item) => cell(item, row[item.replace(/:month$/, "")])).join(" · "),
    count: Number(row.count ?? 0),
  }));
}

// Built once (once.ts): a report formats a month label per row.
const monthFormat = once(
  () => new Intl.DateTimeFormat(undefined, { month: "short", year: "numeric", timeZone: "UTC" }),
);

/** "2026-11" as the reader's short month and year ("Nov 2026"); anything else as it is. */
function monthLabel(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return monthFormat().format(at);
}

/** The table as CSV (UTF-8 with BOM; text that a spreadsheet would run as a formula is quoted with '). */
export function reportCsv(header: [string, string], rows: ReportRow[]): string {
  const cell = (text: string) => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  const lines = [header.map(cell).join(","), ...rows.map((r) => `${cell(r.label)},${r.count}`)];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

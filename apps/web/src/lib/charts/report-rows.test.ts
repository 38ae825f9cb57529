import { describe, expect, it } from "vitest";
import type { TReport } from "@fsm/contracts";
import { reportCsv, reportRows } from "./report-rows";

const report: TReport = {
  name: "r",
  title: "t",
  source: { screen: "request" },
  groupBy: ["status", "priority"],
  measure: "count",
  chart: "bar",
  filters: {},
};
const texts: Record<string, string> = {
  status_new: "New",
  priority_high: "High",
  reports_none_value: "(none)",
};
const t = (key: string) => texts[key] ?? `*${key}*`;

describe("report table", () => {
  it("labels groups by their code descriptions, joining two columns, and keeps the counts", () => {
    const rows = reportRows(
      report,
      {
        rows: [
          { status: "NEW", priority: "HIGH", count: 3 },
          { status: "NEW", priority: null, count: 2 },
          { status: "ODD", priority: "HIGH", count: 1 },
        ],
        codeLabels: { status: { NEW: "status_new" }, priority: { HIGH: "priority_high" } },
      },
      t,
    );
    expect(rows).toEqual([
      { label: "New · High", count: 3 },
      { label: "New · (none)", count: 2 },
      { label: "ODD · High", count: 1 },
    ]);
  });

  it("names a month group by the reader's month and year", () => {
    const rows = reportRows(
      { ...report, groupBy: ["created_at:month"] },
      {
        rows: [{ created_at: "2026-11", count: 4 }],
      },
      t,
    );
    expect(rows).toEqual([{ label: "Nov 2026", count: 4 }]);
  });

  it("writes the table as CSV with a BOM, quoting and formula-like text neutralised", () => {
    const csv = reportCsv(
      ["Group", "Records"],
      [
        { label: 'Say "hi", then', count: 2 },
        { label: "=SUM(A1)", count: 1 },
      ],
    );
    expect(csv).toBe('\uFEFFGroup,Records\r\n"Say ""hi"", then",2\r\n\'=SUM(A1),1\r\n');
  });
});

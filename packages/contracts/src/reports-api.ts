import { z } from "zod";
import { text } from "./fields.js";
import { ZCellValueOrList } from "./dataview-api.js";

/** The reports area (/app/reports): the stored report documents a caller may run. */
export const ReportsPath = {
  /** GET: the reports whose source list the caller may open, in their order. */
  list: "/api/reports",
  /** GET ?name=: one report (404 unknown, 403 when its list's area is closed to the caller). */
  get: "/api/reports/report",
} as const;

/**
 * A report as the page runs it: execsearch on source.screen with groupBy and filters (searchMap),
 * drawn as `chart`, with a table of the same numbers. Texts are message keys.
 */
export const ZReport = z.object({
  name: text(),
  title: text(),
  description: text().optional(),
  source: z.object({ screen: text() }),
  groupBy: z.array(text()),
  measure: z.literal("count"),
  chart: z.enum(["bar", "line", "pie"]),
  filters: z.record(text(), ZCellValueOrList),
});
export type TReport = z.output<typeof ZReport>;
export const ZReportsResponse = z.array(ZReport);
export const ZReportQuery = z.object({ name: text().trim().min(1).max(64) });

import * as z from "zod/mini";
import { miniText as text } from "./text-field.js";

// zod/mini (text-field.ts says why): a report's chart is drawn on the dashboard too (its chart
// card, whose report — ZReportRun — comes with the dashboard, dashboard-api.ts), and its numbers
// are parsed there. Only the chart's lazy chunk parses these.

/**
 * The part of execsearch's answer a report reads: one row per group (the grouping columns and
 * `count`) and the code values' descriptions (message keys) by column.
 */
export const ZReportGroups = z.object({
  rows: z.array(z.record(text(), z.unknown())),
  codeLabels: z.optional(z.record(text(), z.record(text(), text()))),
});
export type TReportGroups = z.infer<typeof ZReportGroups>;

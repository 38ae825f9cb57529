import { z } from "zod";
import { ZItemId, ZMessageKey, ZScreenName } from "../names.js";

export const REPORT_FORMAT_VERSION = 1;

/** A filter value a report fixes: one value of the filter item, or a list for IN. */
const ZFilterValue = z.union([
  z.string().max(1000),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(1000), z.number()])).max(200),
]);

/**
 * A report (kind "report"): the rows of a list screen's search (source.screen, narrowed by its
 * declared filters), counted per distinct value of its grouping columns — execsearch with
 * groupBy, so the caller's company scope and area access hold as in the list — drawn as a bar,
 * line or pie chart beside a table of the same numbers. Grouping columns must be columns of the
 * screen's search; code columns show their descriptions.
 */
export const ZReportDocument = z.object({
  formatVersion: z.literal(REPORT_FORMAT_VERSION),
  name: ZItemId,
  /** The report's heading and its entry in the reports list. */
  title: ZMessageKey,
  /** One sentence under the title: what the numbers answer. */
  description: ZMessageKey.optional(),
  source: z.object({ screen: ZScreenName }),
  /**
   * One or two columns of the search to count by; `created_at:month` counts a date column per
   * calendar month (UTC).
   */
  groupBy: z
    .array(
      z
        .string()
        .max(70)
        .regex(/^[a-z][a-z0-9_]*(:month)?$/, "must be a column name, or a date column's name with :month"),
    )
    .min(1)
    .max(2),
  /** What each group shows: the number of rows (the only measure execsearch's groupBy answers). */
  measure: z.literal("count").default("count"),
  chart: z.enum(["bar", "line", "pie"]).default("bar"),
  /** item_name → value: the screen's declared filters, as execsearch's searchMap. */
  filters: z.record(z.string().min(1).max(200), ZFilterValue).default({}),
  /** Where it stands in the reports list (ascending). */
  order: z.number().int().min(0).max(10_000).default(100),
});

export type TReportDocument = z.infer<typeof ZReportDocument>;
export type TReportDocumentInput = z.input<typeof ZReportDocument>;

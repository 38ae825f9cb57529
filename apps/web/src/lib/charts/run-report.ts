import { DataviewPath, ZReportGroups, type TReportGroups, type TReportRun } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api-client";

/** What running a report needs (a report of reports/report, or a dashboard chart card's). */
export type ReportSource = Pick<TReportRun, "name" | "source" | "groupBy" | "filters">;

/** The most groups a report draws (execsearch's largest page). */
export const MAX_GROUPS = 200;

/**
 * The report's numbers: execsearch on its list screen with groupBy and its filters, under the
 * caller's row scope; codeLabels name each code value's description (a message key).
 */
export const runReport = (report: ReportSource, signal?: AbortSignal): Promise<TReportGroups> =>
  apiRequest(DataviewPath.execSearch, {
    json: {
      screenName: report.source.screen,
      groupBy: report.groupBy,
      searchMap: report.filters,
      pageSize: MAX_GROUPS,
      mappedCodeValues: true,
    },
    schema: ZReportGroups,
    signal,
  });

/**
 * The numbers of a report once it has loaded (disabled while it has not); one cache entry per
 * report, shared by its page and the dashboard's chart card.
 */
export const reportDataQuery = (report: ReportSource | undefined) =>
  queryOptions({
    queryKey: ["reports", report?.name.toLowerCase() ?? "", "data"],
    queryFn: ({ signal }) => runReport(report!, signal),
    enabled: !!report,
  });

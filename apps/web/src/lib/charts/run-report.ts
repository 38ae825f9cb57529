import { DataviewPath, ZSearchResponse, type TReport, type TSearchResponse } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The most groups a report draws (execsearch's largest page). */
export const MAX_GROUPS = 200;

/**
 * The report's numbers: execsearch on its list screen with groupBy and its filters, under the
 * caller's row scope; codeLabels name each code value's description (a message key).
 */
export const runReport = (report: TReport, signal?: AbortSignal): Promise<TSearchResponse> =>
  apiRequest(DataviewPath.execSearch, {
    json: {
      screenName: report.source.screen,
      groupBy: report.groupBy,
      searchMap: report.filters,
      pageSize: MAX_GROUPS,
      mappedCodeValues: true,
    },
    schema: ZSearchResponse,
    signal,
  });

/** The numbers of a report once it has loaded (disabled while it has not). */
export const reportDataQuery = (report: TReport | undefined) =>
  queryOptions({
    queryKey: ["reports", report?.name.toLowerCase() ?? "", "data"],
    queryFn: ({ signal }) => runReport(report!, signal),
    enabled: !!report,
  });

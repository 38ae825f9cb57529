import { ReportsPath, ZReport, type TReport } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET reports/report?name=: one report (404 unknown, 403 its list's area is closed), which the
 * report page presents itself (no-access page, error state) rather than in a toast as well.
 */
export const getReport = (name: string, signal?: AbortSignal): Promise<TReport> =>
  apiRequest(ReportsPath.get, { query: { name }, schema: ZReport, presentedStatuses: [403, 404], signal });

export const reportQuery = (name: string) =>
  queryOptions({
    queryKey: ["reports", name.toLowerCase()],
    queryFn: ({ signal }) => getReport(name, signal),
  });

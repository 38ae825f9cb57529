import { ReportsPath, ZReportsResponse, type TReport } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET reports: the reports whose list the caller may open, in their order. */
export const getReports = (signal?: AbortSignal): Promise<TReport[]> =>
  apiRequest(ReportsPath.list, { schema: ZReportsResponse, signal });

export const reportsQuery = () =>
  queryOptions({ queryKey: ["reports"], queryFn: ({ signal }) => getReports(signal) });

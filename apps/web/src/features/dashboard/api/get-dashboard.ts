import { DashboardPath, ZDashboardResponse, type TDashboardResponse } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const dashboardKey = ["dashboard", "layout"] as const;

/** GET Dashboard/getdashboard: the caller's cards. Errors show in the page (with Try again), not as a pop-up. */
export function getDashboard(signal?: AbortSignal): Promise<TDashboardResponse> {
  return apiRequest(DashboardPath.getDashboard, { schema: ZDashboardResponse, handleErrors: false, signal });
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKey, queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQuery());

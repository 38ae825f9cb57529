import { DataviewPath, ZRefreshCountersResponse } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The renderer's counters share the "counter" prefix, so a submitted workflow marks both stale. */
export const counterKey = (screenName: string, elementId: string) =>
  ["counter", screenName, elementId, "dashboard"] as const;

/** GET dataview/refreshcounters: the counter's number for the caller, and whether it is an estimate. */
export function refreshCounter(screenName: string, elementId: string, signal?: AbortSignal) {
  return apiRequest(DataviewPath.refreshCounters, {
    query: { screenName, elementId },
    schema: ZRefreshCountersResponse,
    handleErrors: false,
    signal,
  });
}

/** Refetched every `refreshSeconds` while the page is visible; null: only on demand. */
export const counterQuery = (screenName: string, elementId: string, refreshSeconds: number | null) =>
  queryOptions({
    queryKey: counterKey(screenName, elementId),
    queryFn: ({ signal }) => refreshCounter(screenName, elementId, signal),
    refetchInterval: refreshSeconds ? refreshSeconds * 1000 : false,
    refetchIntervalInBackground: false,
  });

export const useCounter = (screenName: string, elementId: string, refreshSeconds: number | null) =>
  useQuery(counterQuery(screenName, elementId, refreshSeconds));

import { DataviewPath, ZRefreshCountersResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/** GET dataview/refreshcounters: how many rows a counter element's screen has for the caller. */
export async function refreshCounter(
  screenName: string,
  elementId: string,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await apiRequest(DataviewPath.refreshCounters, {
    query: { screenName, elementId },
    schema: ZRefreshCountersResponse,
    signal,
  });
  return answer.count;
}

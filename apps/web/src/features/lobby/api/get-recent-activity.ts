import { ApiPath, ZActivityFeedResponse, type TActivityFeedResponse } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** GET dataview/updateactvityfeed: the caller's newest events, newest first (the lobby's first screen). */
export function getRecentActivity(limit: number): Promise<TActivityFeedResponse> {
  // The lobby retries on its own and says so on screen: no toast per failed attempt.
  return apiRequest(ApiPath.activityFeed, {
    query: { limit },
    schema: ZActivityFeedResponse,
    handleErrors: false,
  });
}

import { DataviewPath, ZServiceRequestStatusesResponse } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET dataview/getServiceRequestStatuses: every request status with the caller's count in it. */
export function getRequestStatuses(signal?: AbortSignal) {
  return apiRequest(DataviewPath.serviceRequestStatuses, {
    schema: ZServiceRequestStatusesResponse,
    handleErrors: false,
    signal,
  });
}

export const requestStatusesQuery = () =>
  queryOptions({ queryKey: ["dashboard", "statuses"], queryFn: ({ signal }) => getRequestStatuses(signal) });

export const useRequestStatuses = () => useQuery(requestStatusesQuery());

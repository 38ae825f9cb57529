import { MapPath, ZMapSitesResponse, type TMapSitesResponse } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const mapSitesKey = ["map", "sites"] as const;

/** GET map/sites: the caller's sites with their counts. Errors show in the page (Try again). */
export function getMapSites(signal?: AbortSignal): Promise<TMapSitesResponse> {
  return apiRequest(MapPath.sites, { schema: ZMapSitesResponse, handleErrors: false, signal });
}

export const mapSitesQuery = () =>
  queryOptions({ queryKey: mapSitesKey, queryFn: ({ signal }) => getMapSites(signal), staleTime: 60_000 });

export const useMapSites = () => useQuery(mapSitesQuery());

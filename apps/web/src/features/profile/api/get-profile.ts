import { ApiPath, ZProfile, type TProfile } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { QueryKey } from "../../../lib/query-client";

/** GET profile/getprofile: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<TProfile> {
  return apiRequest(ApiPath.getProfile, { schema: ZProfile, signal });
}

export const profileQuery = () =>
  queryOptions({ queryKey: QueryKey.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

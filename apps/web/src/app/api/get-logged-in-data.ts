import { ApiPath, ZLoggedInData, type TLoggedInData } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { QueryKey } from "../../lib/query-client";
import { storeLoggedInData } from "../../lib/user-session";

/**
 * GET dataview/loggedindata: name, e-mail, person and image id of the signed-in user. Stored in
 * session storage as spec §3 lists, so a tab opened with Remember Me gets them too.
 */
export async function getLoggedInData(signal?: AbortSignal): Promise<TLoggedInData> {
  const data = await apiRequest(ApiPath.loggedInData, { schema: ZLoggedInData, signal });
  storeLoggedInData(data);
  return data;
}

export const loggedInDataQuery = () =>
  queryOptions({ queryKey: QueryKey.loggedInData, queryFn: ({ signal }) => getLoggedInData(signal) });

export const useLoggedInData = () => useQuery(loggedInDataQuery());

import { ApiPath, ZMenuAccess, type TMenuAccess } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { QueryKey } from "../../lib/query-client";

/** GET Metadata/updateMenuWithDashboard: request, rma, blog, group as "true"/"false" strings. */
export function getMenuAccess(signal?: AbortSignal): Promise<TMenuAccess> {
  return apiRequest(ApiPath.menuAccess, { schema: ZMenuAccess, signal });
}

export const menuAccessQuery = () =>
  queryOptions({ queryKey: QueryKey.menuAccess, queryFn: ({ signal }) => getMenuAccess(signal) });

export const useMenuAccess = () => useQuery(menuAccessQuery());

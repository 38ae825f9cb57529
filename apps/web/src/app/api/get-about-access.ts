import { ApiPath } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini"; // mini: this module is on the sign-in route
import { apiRequest } from "../../lib/api-client";
import { QueryKey } from "../../lib/query-client";

/** GET profile/aboutaccess: the studio-license check, answered as a JSON boolean (spec §7). */
export function getAboutAccess(signal?: AbortSignal): Promise<boolean> {
  return apiRequest(ApiPath.aboutAccess, { schema: z.boolean(), signal });
}

export const aboutAccessQuery = () =>
  queryOptions({ queryKey: QueryKey.aboutAccess, queryFn: ({ signal }) => getAboutAccess(signal) });

/** True only once the server has said so; pending or failed checks count as no license. */
export function useStudioLicense(): boolean {
  return useQuery(aboutAccessQuery()).data === true;
}

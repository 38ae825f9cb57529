import { ApiPath, ZAboutInfo, type TAboutInfo } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET profile/getaboutinfo: product, version and where the server runs. */
export function getAboutInfo(signal?: AbortSignal): Promise<TAboutInfo> {
  return apiRequest(ApiPath.getAboutInfo, { schema: ZAboutInfo, signal });
}

export const aboutInfoQuery = () =>
  queryOptions({ queryKey: ["aboutInfo"], queryFn: ({ signal }) => getAboutInfo(signal) });

export const useAboutInfo = () => useQuery(aboutInfoQuery());

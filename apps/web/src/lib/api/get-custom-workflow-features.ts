import { ApiPath, ZCustomWorkflowFeatures, type TCustomWorkflowFeature } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api-client";
import { QueryKey } from "../query-client";

/** GET Metadata/getcustwffeatureelements: custom workflows shown as side-menu entries. */
export function getCustomWorkflowFeatures(signal?: AbortSignal): Promise<TCustomWorkflowFeature[]> {
  return apiRequest(ApiPath.customWorkflowFeatures, { schema: ZCustomWorkflowFeatures, signal });
}

export const customWorkflowFeaturesQuery = () =>
  queryOptions({
    queryKey: QueryKey.customWorkflowFeatures,
    queryFn: ({ signal }) => getCustomWorkflowFeatures(signal),
  });

export const useCustomWorkflowFeatures = () => useQuery(customWorkflowFeaturesQuery());

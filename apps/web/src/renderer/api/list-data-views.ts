import { DataViewsPath, ZDataViewsResponse, type TDataView } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/** GET dataview/views: the caller's saved views of a list and those shared with its company. */
export const listDataViews = (screenName: string, signal?: AbortSignal): Promise<TDataView[]> =>
  apiRequest(DataViewsPath.list, { query: { screenName }, schema: ZDataViewsResponse, signal });

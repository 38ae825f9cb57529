import { DataViewsPath, ZDataView, type TDataView, type TSaveDataViewRequest } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/** POST dataview/views/save: a name the caller already uses on the list is replaced. */
export const saveDataView = (request: TSaveDataViewRequest): Promise<TDataView> =>
  apiRequest(DataViewsPath.save, { json: request, schema: ZDataView });

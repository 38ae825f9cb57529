import { DataViewsPath } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";

/** POST dataview/views/delete: one of the caller's own views. */
export const deleteDataView = async (id: number): Promise<void> => {
  await apiRequest(DataViewsPath.remove, { json: { id } });
};

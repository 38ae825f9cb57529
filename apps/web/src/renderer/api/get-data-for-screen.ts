import { DataviewPath, ZGetDataForScreenResponse, type TGetDataForScreenResponse } from "@fsm/contracts";
import { apiRequest } from "../../lib/api-client";
import type { PrimaryRowKey, TRow } from "../data-source";

/** Child grid rows travel in the row under their table name, as the form and save expect them. */
export const rowOf = (answer: Pick<TGetDataForScreenResponse, "dataModel" | "childTables">): TRow => ({
  ...answer.dataModel,
  ...answer.childTables,
});

/**
 * POST dataview/getDataForScreen: the whole answer (row, child rows and the row's files). Its
 * pages (a record, a workflow's summary) say when the row is refused or missing, so the catalogue
 * does not toast that as well.
 */
export function getDataForScreenAnswer(
  screenName: string,
  key: PrimaryRowKey,
  signal?: AbortSignal,
): Promise<TGetDataForScreenResponse> {
  return apiRequest(DataviewPath.getDataForScreen, {
    json: { screenName, searchQuery: key },
    schema: ZGetDataForScreenResponse,
    presentedStatuses: [403, 404],
    signal,
  });
}

/** POST dataview/getDataForScreen: the record a form screen opens, by its primary-row model. */
export async function getDataForScreen(
  screenName: string,
  key: PrimaryRowKey,
  signal?: AbortSignal,
): Promise<TRow> {
  return rowOf(await getDataForScreenAnswer(screenName, key, signal));
}

export type TRecordFile = TGetDataForScreenResponse["attachments"][number];

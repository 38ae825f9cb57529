import type { RecordDataSource } from "../data-source";
import { getDataForScreen } from "./get-data-for-screen";
import { updateEntity } from "./update-entity";

/** A form screen's record through the server: getDataForScreen to open, updateentity to save. */
export const httpRecordSource = (screenName: string): RecordDataSource => ({
  load: (key, signal) => getDataForScreen(screenName, key, signal),
  save: updateEntity,
});

import type { DataViewSource } from "../data-source";
import { deleteDataView } from "./delete-data-view";
import { listDataViews } from "./list-data-views";
import { saveDataView } from "./save-data-view";

/** The saved views of lists over HTTP (dataview/views). */
export const dataViewSource: DataViewSource = {
  list: listDataViews,
  save: saveDataView,
  remove: deleteDataView,
};

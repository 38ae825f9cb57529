import type { RouteObject } from "react-router";
import { recordRouteLoader } from "../../renderer/pages/record-route-loader";

/** The RMA screens, lazily: the list, and a record under it (Back returns to the list). */
export const rmaRoutes: RouteObject[] = [
  {
    path: "rmalist/:screenName",
    lazy: () => import("./components/rma-list-page").then((m) => ({ Component: m.RmaListPage })),
  },
  {
    path: "rmalist/:screenName/:id",
    // Read first: the form and its controls load when the user presses Edit (useRecordEditing).
    // The loader starts the screen's and the record's calls while this code downloads.
    loader: recordRouteLoader,
    lazy: () => import("./components/rma-detail-page").then((m) => ({ Component: m.RmaDetailPage })),
  },
];

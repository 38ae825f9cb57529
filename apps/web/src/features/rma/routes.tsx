import type { RouteObject } from "react-router";
import { screenRouteLoader } from "../../renderer";

/** The RMA screens, lazily: the list, and a record under it (Back returns to the list). */
export const rmaRoutes: RouteObject[] = [
  {
    path: "rmalist/:screenName",
    // The loader starts the screen's call while this code downloads.
    loader: screenRouteLoader,
    lazy: () => import("./components/rma-list-page").then((m) => ({ Component: m.RmaListPage })),
  },
  {
    path: "rmalist/:screenName/:id",
    // Read first: the form and its controls load when the user presses Edit (useRecordEditing).
    // The loader starts the screen's and the record's calls while this code downloads.
    loader: screenRouteLoader,
    lazy: () => import("./components/rma-detail-page").then((m) => ({ Component: m.RmaDetailPage })),
  },
];

import type { RouteObject } from "react-router";
import { recordRouteLoader } from "../../renderer/pages/record-route-loader";

/**
 * The service request screens, lazily: the list, and a record under it (Back returns to the list).
 * list/{name} is also a custom workflow's side-bar entry, which opens that workflow's wizard.
 */
export const requestRoutes: RouteObject[] = [
  {
    path: "list/:screenName",
    lazy: () =>
      import("./components/list-or-workflow-page").then((m) => ({ Component: m.ListOrWorkflowPage })),
  },
  {
    path: "list/:screenName/:id",
    // Read first: the form and its controls load when the user presses Edit (useRecordEditing).
    // The loader starts the screen's and the record's calls while this code downloads.
    loader: recordRouteLoader,
    lazy: () => import("./components/request-detail-page").then((m) => ({ Component: m.RequestDetailPage })),
  },
];

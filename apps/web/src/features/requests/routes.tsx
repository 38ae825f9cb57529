import type { RouteObject } from "react-router";
import { screenRouteLoader } from "../../renderer";

/**
 * The service request screens, lazily: the list, and a record under it (Back returns to the list).
 * list/{name} is also a custom workflow's side-bar entry, which opens that workflow's wizard.
 */
export const requestRoutes: RouteObject[] = [
  {
    path: "list/:screenName",
    // The loader starts the screen's call while this code downloads (on a custom workflow's entry,
    // which opens its wizard instead, that is one call for its start screen's document).
    loader: screenRouteLoader,
    lazy: () =>
      import("./components/list-or-workflow-page").then((m) => ({ Component: m.ListOrWorkflowPage })),
  },
  {
    path: "list/:screenName/:id",
    // Read first: the form and its controls load when the user presses Edit (useRecordEditing).
    // The loader starts the screen's and the record's calls while this code downloads.
    loader: screenRouteLoader,
    lazy: () => import("./components/request-detail-page").then((m) => ({ Component: m.RequestDetailPage })),
  },
];

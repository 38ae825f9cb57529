import type { RouteObject } from "react-router";

/** The service request screens, lazily: the list, and a record under it (Back returns to the list). */
export const requestRoutes: RouteObject[] = [
  {
    path: "list/:screenName",
    lazy: () => import("./components/request-list-page").then((m) => ({ Component: m.RequestListPage })),
  },
  {
    path: "list/:screenName/:id",
    lazy: () => import("./components/request-detail-page").then((m) => ({ Component: m.RequestDetailPage })),
  },
];

import type { RouteObject } from "react-router";
import { withFormControls } from "../../renderer/field-types/form-controls";

/** The RMA screens, lazily: the list, and a record under it (Back returns to the list). */
export const rmaRoutes: RouteObject[] = [
  {
    path: "rmalist/:screenName",
    lazy: () => import("./components/rma-list-page").then((m) => ({ Component: m.RmaListPage })),
  },
  {
    path: "rmalist/:screenName/:id",
    lazy: () =>
      withFormControls(import("./components/rma-detail-page")).then((m) => ({ Component: m.RmaDetailPage })),
  },
];

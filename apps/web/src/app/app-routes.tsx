import { Navigate, type RouteObject } from "react-router";
import { requestRoutes } from "../features/requests/routes";
import { rmaRoutes } from "../features/rma/routes";
import { workflowRoutes } from "../features/workflows/routes";
import { DESIGNER_ENTRIES } from "./designer-entries";
import { requireStudioLicense } from "./guards/require-studio-license";
import { Paths } from "./paths";

/** A lazily loaded "not available yet" page naming the area. */
const notAvailable =
  (area: string, designerKey = false): RouteObject["lazy"] =>
  () =>
    import("./pages/not-available-page").then((m) => m.notAvailableRoute(area, designerKey));

const designerChildren: RouteObject[] = [
  {
    index: true,
    lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerHomePage })),
  },
  ...DESIGNER_ENTRIES.filter((entry) => entry.path !== "outbox").map((entry): RouteObject => ({
    path: entry.path,
    lazy: notAvailable(entry.label, true),
  })),
  {
    path: "outbox",
    lazy: () =>
      import("../designer/outbox/components/outbox-page").then((m) => ({ Component: m.OutboxPage })),
  },
];

/**
 * Children of /app, each its own lazy chunk, so the sign-in route carries none of them.
 * Areas that later issues build show an honest "not available yet" page.
 */
export const appChildRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={Paths.home} replace /> },
  {
    path: "dashboard",
    lazy: () => import("./pages/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
  },
  // list/{start screen} of a custom workflow opens its wizard (spec §2 side-bar entries).
  ...requestRoutes.map((route) =>
    route.path === "list/:screenName"
      ? {
          ...route,
          lazy: () =>
            import("./pages/list-or-workflow-page").then((m) => ({ Component: m.ListOrWorkflowPage })),
        }
      : route,
  ),
  ...rmaRoutes,
  ...workflowRoutes,
  { path: "blog", lazy: notAvailable("Blog") },
  { path: "blogview/:id", lazy: notAvailable("Blog Post") },
  { path: "blogentry", lazy: notAvailable("Blog Entry") },
  { path: "blogpreview", lazy: notAvailable("Blog Preview") },
  { path: "themes", lazy: notAvailable("Themes") },
  { path: "lobby", lazy: notAvailable("Lobby") },
  { path: "map", lazy: notAvailable("Map") },
  { path: "reports", lazy: notAvailable("Reports") },
  { path: "group", lazy: notAvailable("Forum") },
  { path: "forumcreate/:cat", lazy: notAvailable("Forum – New Topic") },
  { path: "forumCat/:cat", lazy: notAvailable("Forum Category") },
  { path: "forumconvo/:id", lazy: notAvailable("Forum Conversation") },
  { path: "forumpreview", lazy: notAvailable("Forum Preview") },
  {
    path: "profile",
    lazy: () =>
      import("../features/profile/components/profile-page").then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: "about",
    lazy: () => import("../features/about/components/about-page").then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: "uidesigner",
    loader: requireStudioLicense,
    lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerLayout })),
    children: designerChildren,
  },
  { path: "*", element: <Navigate to={Paths.notFound} replace /> },
];

import { matchRoutes, Navigate, type RouteObject } from "react-router";
import { MANIFESTS } from "./manifests";
import { Paths } from "./paths";

/** What /app answers for a path none of its areas has: the 404. */
export const appNotFoundRoute: RouteObject = { path: "*", element: <Navigate to={Paths.notFound} replace /> };

/**
 * Children of /app: every area's routes from its manifest, each its own lazy chunk, so the sign-in
 * route carries none of them.
 */
export const appChildRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={Paths.home} replace /> },
  ...MANIFESTS.flatMap((m) => m.appRoutes ?? []),
  appNotFoundRoute,
];

const appTree: RouteObject[] = [{ path: "app", children: appChildRoutes }];

/** The /app routes a path leads through, outermost first; null when it is not under /app. */
export const matchAppRoutes = (pathname: string) => matchRoutes(appTree, pathname);

import { matchRoutes, Navigate, type RouteObject } from "react-router";
import type { FeatureManifest } from "../lib/feature-manifest";
import { requireStudioLicense } from "./guards/require-studio-license";
import { MANIFESTS } from "./manifests";
import { Paths } from "./paths";

/** What /app answers for a path none of its areas has: the 404. */
export const appNotFoundRoute: RouteObject = { path: "*", element: <Navigate to={Paths.notFound} replace /> };

/** An area's routes; a studio-licensed area's pass the studio-license check first (spec §4/§6). */
function routesOf(manifest: FeatureManifest): RouteObject[] {
  const routes = manifest.appRoutes ?? [];
  if (!manifest.studioLicense) return routes;
  return routes.map((route): RouteObject =>
    route.index
      ? route
      : {
          ...route,
          loader: async (args) => {
            await requireStudioLicense();
            return typeof route.loader === "function" ? route.loader(args) : null;
          },
        },
  );
}

/**
 * Children of /app: every area's routes from its manifest, each its own lazy chunk, so the sign-in
 * route carries none of them.
 */
export const appChildRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={Paths.home} replace /> },
  ...MANIFESTS.flatMap(routesOf),
  appNotFoundRoute,
];

const appTree: RouteObject[] = [{ path: "app", children: appChildRoutes }];

/** The /app routes a path leads through, outermost first; null when it is not under /app. */
export const matchAppRoutes = (pathname: string) => matchRoutes(appTree, pathname);

import {
  replace,
  UNSAFE_createBrowserHistory,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import { trackNavigation } from "../lib/navigation/navigation-tracker";
import { toRouterPath } from "../lib/navigation/router-path";
import { appChildRoutes, appNotFoundRoute, matchAppRoutes } from "./app-routes";
import { wireApiErrorEffects } from "./api-error-effects";
import { requireLogin } from "./guards/require-login";
import { BootFallback } from "./pages/boot-fallback";
import { createNavLinkRouter } from "./nav-link-router";
import { LegacyRedirect } from "./pages/legacy-redirect";
import { RouteErrorPage } from "./pages/route-error-page";
import { LEGACY_APP_PATHS, MANIFESTS } from "./manifests";
import { Paths } from "./paths";
import { RootLayout } from "./root-layout";

/**
 * Spec §2: an empty or an unknown path leads to 404. A loader's replace rather than a rendered
 * <Navigate>: the router never settles on the unknown address, so it is not recorded as a visited
 * page (the 404's Back and "previous stored page" would lead to it, and so to 404, again).
 */
const toNotFound = (): never => {
  throw replace(Paths.notFound);
};

/**
 * Guard of /app. A path no area of the application has is a 404 for everyone, before the access
 * guard: a visitor is not sent to sign in only to meet a 404 afterwards, and a signed-in user gets
 * it without the shell rendering twice. The 404 replaces the unknown address, so Back leaves it.
 */
function guardApp(args: LoaderFunctionArgs): null {
  const path = toRouterPath(new URL(args.request.url).pathname);
  if (matchAppRoutes(path)?.at(-1)?.route === appNotFoundRoute) throw replace(Paths.notFound);
  return requireLogin(args);
}

const PUBLIC_ROUTES = MANIFESTS.flatMap((m) => m.publicRoutes ?? []);

/** A route whose page is in the entry chunk: the sign-in page, the first thing a visitor sees. */
const isEager = (route: RouteObject): boolean => !route.lazy;

/**
 * The route table (spec §2): public credential pages (sign-in eager: it is the first thing a
 * visitor sees; the others lazy), 404 (lazy), old short paths, and the main application under
 * /app (guarded, lazy).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: BootFallback,
    children: [
      { index: true, loader: toNotFound },
      ...PUBLIC_ROUTES.filter(isEager),
      {
        // Every other page asks the server through TanStack Query, which this layout brings as a
        // chunk loaded beside the page's own; the eager routes (sign-in) work without it, so the
        // sign-in route does not load it (bench/budgets.json).
        lazy: () => import("./query-layout").then((m) => ({ Component: m.QueryLayout })),
        children: [
          ...PUBLIC_ROUTES.filter((route) => !isEager(route)),
          {
            path: "404",
            lazy: () => import("./pages/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
          },
          ...LEGACY_APP_PATHS.map((path): RouteObject => ({ path, element: <LegacyRedirect /> })),
          { path: "uidesigner/*", element: <LegacyRedirect /> },
          {
            path: "app",
            loader: guardApp,
            lazy: () => import("./shell/app-layout").then((m) => ({ Component: m.AppLayout })),
            children: appChildRoutes,
          },
        ],
      },
      { path: "*", loader: toNotFound },
    ],
  },
];

/** React Router's basename: the base path without its trailing slash ("/" at the root). */
export const routerBasename = (basePath: string): string => basePath.replace(/\/$/, "") || "/";

/**
 * The browser router with its navigation effects and the §8 catalogue's redirects wired; its
 * history reads and writes the navLink outlet's address form (spec §2).
 */
export function createAppRouter(basePath: string) {
  const history = UNSAFE_createBrowserHistory();
  const router = createNavLinkRouter(routes, history, routerBasename(basePath));
  trackNavigation(router);
  wireApiErrorEffects(router);
  return router;
}

import {
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
} from "react-router";
import { withNavLinkAddress } from "./nav-link-history";

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * What createBrowserRouter / createMemoryRouter build, on a history that understands the navLink
 * outlet's address form (see nav-link-history.ts). React Router offers no hook to rewrite a URL
 * before matching, so the router is assembled from its own parts with that history. It is not
 * started here: StartedRouterProvider starts it once React listens to it.
 */
export function createNavLinkRouter(routes: RouteObject[], history: History, basename?: string) {
  return UNSAFE_createRouter({
    routes,
    basename,
    history: withNavLinkAddress(history),
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });
}

import { appBasePath } from "../api-client";

/** A page path without the app's base path ("/portal/app/x" → "/app/x"), as the router sees it. */
export function toRouterPath(pathname: string, basePath = appBasePath): string {
  const base = basePath.replace(/\/$/, "");
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

interface RouterLike {
  basename: string | undefined;
  state: { location: { pathname: string; search: string } };
}

/**
 * The router's current URL as routes see it. A data router's state keeps the basename in the
 * pathname, while paths handed to navigate() must not carry it.
 */
export function currentRouterUrl(router: RouterLike): string {
  const { pathname, search } = router.state.location;
  return toRouterPath(pathname, router.basename ?? "/") + search;
}

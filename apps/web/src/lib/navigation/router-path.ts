import { appBasePath } from "../api-client";

/** A page path without the app's base path ("/portal/app/x" → "/app/x"), as the router sees it. */
export function toRouterPath(pathname: string, basePath = appBasePath): string {
  const base = basePath.replace(/\/$/, "");
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

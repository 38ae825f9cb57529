import { redirect, type LoaderFunctionArgs } from "react-router";
import { isLoggedIn } from "../../lib/auth-storage";
import { storeRedirectUrl } from "../../lib/navigation/redirect";
import { toRouterPath } from "../../lib/navigation/router-path";
import { Paths } from "../paths";

/**
 * Access guard of the main application (spec §4): without the logged-in flag the user goes to
 * /signin, and the requested page is stored so sign-in can come back to it. As a loader it runs
 * before the lazy shell chunk is fetched.
 */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  storeRedirectUrl(toRouterPath(url.pathname) + url.search);
  throw redirect(Paths.signin);
}

import type { LoaderFunctionArgs } from "react-router";
import { isLoggedIn } from "../../lib/auth-storage";

/**
 * The loader of a screen's routes (…/:screenName and …/:screenName/:id): it starts the page's
 * first calls as the route's code starts to download (screen-calls.ts, a chunk of its own, so the
 * entry carries only this). It returns at once: the page never waits for it. A visitor who is not
 * signed in asks nothing.
 */
export function screenRouteLoader({ params, request }: LoaderFunctionArgs): null {
  if (isLoggedIn())
    void import("./screen-calls")
      .then((m) => m.startScreenCalls(params.screenName ?? "", params.id, new URL(request.url).searchParams))
      .catch(() => undefined);
  return null;
}

import type { LoaderFunctionArgs } from "react-router";
import { isLoggedIn } from "../../lib/auth-storage";

/**
 * The loader of a record's route (…/:screenName/:id): it starts the page's calls as the route's
 * code starts to download (record-calls.ts, a chunk of its own, so the entry carries only this).
 * It returns at once: the page never waits for it. A visitor who is not signed in asks nothing.
 */
export function recordRouteLoader({ params }: LoaderFunctionArgs): null {
  if (isLoggedIn())
    void import("./record-calls")
      .then((m) => m.startRecordCalls(params.screenName ?? "", params.id))
      .catch(() => undefined);
  return null;
}

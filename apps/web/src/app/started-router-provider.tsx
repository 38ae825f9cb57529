import { useLayoutEffect } from "react";
import { flushSync } from "react-dom";
import { RouterProvider } from "react-router";
import type { createNavLinkRouter } from "./nav-link-router";

type Router = ReturnType<typeof createNavLinkRouter>;

/** What react-router/dom's RouterProvider adds: navigations that ask for flushSync get it. */
const flushRouterUpdate = (update: () => unknown): undefined => {
  flushSync(update);
};

const started = new WeakSet<Router>();

/**
 * RouterProvider, with the router's first navigation (its lazy routes and loaders) started only
 * once RouterProvider listens to it. RouterProvider reads the router's state when it renders and
 * subscribes when it commits; React Router keeps a first navigation that ends in between for the
 * first subscriber, but the portal's own listeners (trackNavigation, wireApiErrorEffects) are
 * subscribed before, so such a navigation was heard by them alone and the page stayed on
 * "Loading" for good. The first render is a transition that yields between the two (main.tsx),
 * and after a reload the chunks come from the cache fast enough to end in that gap (a CI run
 * caught it). A parent's layout effect runs after its children's, so here the router starts after
 * RouterProvider has subscribed; once per router, also under StrictMode's second mount.
 */
export function StartedRouterProvider({ router }: { router: Router }) {
  useLayoutEffect(() => {
    if (started.has(router)) return;
    started.add(router);
    router.initialize();
  }, [router]);
  return <RouterProvider router={router} flushSync={flushRouterUpdate} />;
}

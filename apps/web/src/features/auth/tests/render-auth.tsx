import { StrictMode, type ReactElement } from "react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import type { TConfigData } from "@fsm/contracts";
import { ConfigContext, FALLBACK_CONFIG } from "../../../lib/config/use-config";
import { authRoutes } from "../routes";

/** Stands in for the application: shows where sign-in sent the user. */
function Landing(): ReactElement {
  const location = useLocation();
  return <h1>Landed on {location.pathname + location.search}</h1>;
}

export interface RenderAuthOptions {
  config?: Partial<TConfigData>;
  strict?: boolean;
}

// Every credential page but sign-in is a lazy route, and sign-up a lazy view: loaded here once
// (through the routes' own lazy(), so a new page needs no line here), so rendering one only waits
// for the router's and React's own promise ticks (renderAuth).
await Promise.all([
  ...authRoutes.map((route) => (typeof route.lazy === "function" ? route.lazy() : null)),
  import("../components/sign-up-view"),
]);

/**
 * Lets an already imported lazy page or view render: its import() and React's retry settle in
 * promise ticks (no timer, so it also works under fake timers).
 */
export const settle = () =>
  act(async () => {
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
  });

/**
 * Renders the auth routes at `path` inside the providers the root layout gives them, once the
 * lazy page (or view) it shows has arrived.
 */
export async function renderAuth(
  path: string | { pathname: string; state?: unknown },
  options: RenderAuthOptions = {},
) {
  const router = createMemoryRouter(
    [{ path: "/", children: [...authRoutes, { path: "*", element: <Landing /> }] }],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const config: TConfigData = { ...FALLBACK_CONFIG, enableSignup: true, ...options.config };
  const tree = (
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ConfigContext.Provider value={config}>
          <RouterProvider router={router} />
        </ConfigContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  await settle();
  return { ...view, router };
}

export { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";

/** A promise whose settling the test controls (to observe the waiting state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

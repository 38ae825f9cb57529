import { StrictMode, type ReactElement } from "react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
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

/** Renders the auth routes at `path` inside the providers the root layout gives them. */
export function renderAuth(
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
  return { ...view, router };
}

export { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";

/** A promise whose settling the test controls (to observe the waiting state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TConfigData } from "@fsm/contracts";
import { Providers } from "../app/providers";
import { FALLBACK_CONFIG } from "../lib/config/use-config";
import { currentRouterUrl } from "../lib/navigation/router-path";
import { trackNavigation } from "../lib/navigation/navigation-tracker";
import { wireApiErrorEffects } from "../app/api-error-effects";

export interface RenderRoutesOptions {
  initialEntries?: string[];
  basename?: string;
  config?: Partial<TConfigData>;
  queryClient?: QueryClient;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export function Wrapper({ children, config }: { children: ReactNode; config?: Partial<TConfigData> }) {
  return (
    <Providers config={{ ...FALLBACK_CONFIG, ...config }} testEnv>
      <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
    </Providers>
  );
}

/** Renders a route table in a memory router with the app's providers and navigation effects. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: options.initialEntries ?? ["/"],
    basename: options.basename,
  });
  const untrack = trackNavigation(router);
  wireApiErrorEffects(router);
  const queryClient = options.queryClient ?? testQueryClient();
  const view = render(
    <Providers config={{ ...FALLBACK_CONFIG, ...options.config }} testEnv>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  );
  return { ...view, router, queryClient, untrack };
}

/** The router's URL as routes see it (without the basename). */
export const pathOf = currentRouterUrl;

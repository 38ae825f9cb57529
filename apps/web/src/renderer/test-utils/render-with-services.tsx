import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import type { TConfigData } from "@fsm/contracts";
import { Providers } from "../../app/providers";
import { FALLBACK_CONFIG } from "../../lib/config/use-config";
import { testQueryClient } from "../../test-utils/render-app";
import { RendererServicesProvider, type RendererServices } from "../renderer-services";

interface Options {
  services?: Partial<RendererServices>;
  messages?: Record<string, string>;
  config?: Partial<TConfigData>;
}

/** Providers, a router and renderer services around a piece of the renderer; returns its query client. */
export function renderWithServices(ui: ReactNode, options: Options = {}) {
  const config = {
    ...FALLBACK_CONFIG,
    ...options.config,
    messages: { portal_login_translations: options.messages ?? {} },
  };
  const queryClient = testQueryClient();
  // A data router, as in the app: forms use its blocker to ask before leaving with unsaved edits.
  const router = createMemoryRouter([
    {
      path: "*",
      element: <RendererServicesProvider services={options.services ?? {}}>{ui}</RendererServicesProvider>,
    },
  ]);
  const view = render(
    <Providers config={config} testEnv>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  );
  return { ...view, queryClient, router };
}

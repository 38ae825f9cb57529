import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import type { TConfigData } from "@fsm/contracts";
import { testQueryClient, Wrapper } from "../../test-utils/render-app";
import { RendererServicesProvider, type RendererServices } from "../renderer-services";

interface Options {
  services?: Partial<RendererServices>;
  messages?: Record<string, string>;
  config?: Partial<TConfigData>;
}

/** Providers, a router and renderer services around a piece of the renderer; returns its query client. */
export function renderWithServices(ui: ReactNode, options: Options = {}) {
  const config = { ...options.config, messages: { portal_login_translations: options.messages ?? {} } };
  const queryClient = testQueryClient();
  const view = render(
    <Wrapper config={config}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <RendererServicesProvider services={options.services ?? {}}>{ui}</RendererServicesProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </Wrapper>,
  );
  return { ...view, queryClient };
}

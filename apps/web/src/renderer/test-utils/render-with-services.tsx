import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { TConfigData } from "@fsm/contracts";
import { Wrapper } from "../../test-utils/render-app";
import { RendererServicesProvider, type RendererServices } from "../renderer-services";

/** Providers, a router and renderer services around a piece of the renderer. */
export function renderWithServices(
  ui: ReactNode,
  options: {
    services?: Partial<RendererServices>;
    messages?: Record<string, string>;
    config?: Partial<TConfigData>;
  } = {},
) {
  const config = { ...options.config, messages: { portal_login_translations: options.messages ?? {} } };
  return render(
    <Wrapper config={config}>
      <MemoryRouter>
        <RendererServicesProvider services={options.services ?? {}}>{ui}</RendererServicesProvider>
      </MemoryRouter>
    </Wrapper>,
  );
}

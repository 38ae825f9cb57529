import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { TConfigData } from "@fsm/contracts";
import { ConfigContext } from "../lib/config/use-config";
import { cssVariablesResolver, theme } from "./theme";

interface ProvidersProps {
  config: TConfigData;
  queryClient: QueryClient;
  children: ReactNode;
  /** Mantine's test mode: no transitions, portals rendered in place (unit tests only). */
  testEnv?: boolean;
}

/** Everything every page needs: theme, notifications (top-right, spec §9), queries, configuration. */
export function Providers({ config, queryClient, children, testEnv }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={testEnv ? "test" : "default"}
    >
      <Notifications position="top-right" limit={1} />
      <QueryClientProvider client={queryClient}>
        <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { lazy, Suspense, useState, type ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import { useNotifications } from "@mantine/notifications";
import type { TConfigData } from "@fsm/contracts";
import { ConfigContext } from "../lib/config/use-config";
import { cssVariablesResolver, theme } from "./theme";

interface ProvidersProps {
  config: TConfigData;
  children: ReactNode;
  /** Mantine's test mode: no transitions, portals rendered in place (unit tests only). */
  testEnv?: boolean;
}

// The container (transitions, portal, scroll-bar offsets) loads with the first notification: the
// store keeps what was shown meanwhile, and most page loads show none (bench/budgets.json).
const Notifications = lazy(() =>
  import("./notifications-container").then((m) => ({ default: m.PortalNotificationsContainer })),
);

/** Spec §9's notifications, top-right, one at a time; mounted from the first one on. */
function PortalNotifications() {
  const shown = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(false);
  if (shown && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}

/**
 * Everything every page needs: theme, notifications (top-right, spec §9), configuration. Queries
 * are not here: the routes that use them bring them (lib/query/with-queries.tsx).
 */
export function Providers({ config, children, testEnv }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={testEnv ? "test" : "default"}
    >
      <PortalNotifications />
      <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
    </MantineProvider>
  );
}

import { dashboardManifest } from "../features/dashboard/manifest";
import { loadDashboardPage } from "../features/dashboard/routes";
import { loadLobbyPage } from "../features/lobby/manifest";
import { readStoredConfig } from "../lib/config/use-config";
import type { FeatureManifest } from "../lib/feature-manifest";

/**
 * The home page (spec §1): the dashboard, or with isLobbyOnlyDashboard on, the lobby's live feed
 * in its place. app/ composes the two features (neither knows the other); the choice is the
 * configuration's as getConfigData gave it at start-up.
 */
export const homeManifest: FeatureManifest = {
  ...dashboardManifest,
  appRoutes: [
    {
      path: "dashboard",
      lazy: () => (readStoredConfig()?.isLobbyOnlyDashboard ? loadLobbyPage() : loadDashboardPage()),
    },
  ],
};

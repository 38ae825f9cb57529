import type { FeatureManifest } from "../../lib/feature-manifest";
import { dashboardPaths } from "./paths";
import { dashboardRoutes } from "./routes";

export const dashboardManifest: FeatureManifest = {
  name: "dashboard",
  appRoutes: dashboardRoutes,
  menu: [{ label: "menu_dashboard", to: dashboardPaths.home, icon: "dashboard", group: "areas", order: 10 }],
  legacyPaths: ["dashboard"],
};

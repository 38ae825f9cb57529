import { defineServerModule } from "../../lib/server-module.js";
import { dashboardRoutes } from "./dashboard.routes.js";
import { DASHBOARD_KIND } from "./dashboard.kind.js";
import { seedDashboards } from "./dashboard.seed.js";

/** Dashboards: their document kind, call and baseline documents. */
export const dashboardModule = defineServerModule({
  name: "dashboard",
  routes: [dashboardRoutes],
  documentKinds: [DASHBOARD_KIND],
  // After the reports: their cards name counters, workflows, reports and messages.
  seed: { baseline: seedDashboards },
});

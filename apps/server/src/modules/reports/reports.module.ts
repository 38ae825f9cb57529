import { defineServerModule } from "../../lib/server-module.js";
import { reportsRoutes } from "./reports.routes.js";
import { REPORT_KIND } from "./report.kind.js";
import { seedReports } from "./reports.seed.js";

/** Reports: their document kind, calls and baseline reports. */
export const reportsModule = defineServerModule({
  name: "reports",
  routes: [reportsRoutes],
  documentKinds: [REPORT_KIND],
  // After the screens (the core baseline): reports read the screens' searches.
  seed: { baseline: seedReports },
});

import { defineServerModule } from "../../lib/server-module.js";
import { SETTINGS_KIND } from "./settings.kind.js";
import { settingsRoutes } from "./settings.routes.js";
import { seedSettings } from "./settings.seed.js";

/** The product settings a designer sets (updateAppParam), as a revisioned document. */
export const settingsModule = defineServerModule({
  name: "settings",
  routes: [settingsRoutes],
  documentKinds: [SETTINGS_KIND],
  // The settings document's first revision reads what app_params holds (an older database's).
  seed: { baseline: seedSettings },
});

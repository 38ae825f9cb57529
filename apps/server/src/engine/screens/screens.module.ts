import { defineServerModule } from "../../lib/server-module.js";
import { screensRoutes } from "./screens.routes.js";
import { screenWritesRoutes } from "./screen-writes.routes.js";
import { screenRevisionsRoutes } from "./screen-revisions.routes.js";
import { screenInfoRoutes } from "./screen-info.routes.js";
import { SCREEN_KIND } from "./screen.kind.js";

/** Screens: their document kind and the spec's screen calls. */
export const screensModule = defineServerModule({
  name: "screens",
  routes: [screensRoutes, screenWritesRoutes, screenRevisionsRoutes, screenInfoRoutes],
  documentKinds: [SCREEN_KIND],
});

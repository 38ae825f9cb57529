import { defineServerModule } from "../../lib/server-module.js";
import { configRoutes } from "./config.routes.js";
import { appParamsRoutes } from "./app-params.routes.js";

/** The public configuration and the administrator's app parameters. */
export const appConfigModule = defineServerModule({
  name: "app-config",
  routes: [configRoutes, appParamsRoutes],
});

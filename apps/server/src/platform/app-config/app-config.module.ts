import { defineServerModule } from "../../lib/server-module.js";
import { configRoutes } from "./config.routes.js";

/** The public configuration (the settings a designer sets are the settings module's). */
export const appConfigModule = defineServerModule({
  name: "app-config",
  routes: [configRoutes],
});

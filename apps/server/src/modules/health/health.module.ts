import { defineServerModule } from "../../lib/server-module.js";
import { healthRoutes } from "./health.routes.js";

/** The liveness and readiness calls. */
export const healthModule = defineServerModule({
  name: "health",
  routes: [healthRoutes],
});

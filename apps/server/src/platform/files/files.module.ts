import { defineServerModule } from "../../lib/server-module.js";
import { brandingRoutes } from "./branding.routes.js";

/** The branding files (logo, favicon) the portal serves. */
export const filesModule = defineServerModule({
  name: "files",
  routes: [brandingRoutes],
});

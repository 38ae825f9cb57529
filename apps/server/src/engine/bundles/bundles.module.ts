import { defineServerModule } from "../../lib/server-module.js";
import { bundlesRoutes } from "./bundles.routes.js";

/** Moving metadata between portals: export and import bundles of documents and their messages. */
export const bundlesModule = defineServerModule({
  name: "bundles",
  routes: [bundlesRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { mapRoutes } from "./map.routes.js";

/** The sites map and its street tiles. */
export const mapModule = defineServerModule({
  name: "map",
  routes: [mapRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { codesRoutes } from "./codes.routes.js";

/** The code tables (fetchcodes). */
export const codesModule = defineServerModule({
  name: "codes",
  routes: [codesRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { dataViewsRoutes } from "./dataviews.routes.js";

/** A person's saved list states. */
export const dataviewsModule = defineServerModule({
  name: "dataviews",
  routes: [dataViewsRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { screenDataRoutes } from "./screen-data.routes.js";
import { saveUpdateRoutes } from "./records.routes.js";

/** A form's row (getdataforscreen) and its writes (updateentity, invokempm, createtable). */
export const recordsModule = defineServerModule({
  name: "records",
  routes: [screenDataRoutes, saveUpdateRoutes],
});

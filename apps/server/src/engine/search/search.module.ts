import { defineServerModule } from "../../lib/server-module.js";
import { dataviewRoutes } from "./search.routes.js";

/** Searches declared by screens: execsearch, counters, CSV export, info cards. */
export const searchModule = defineServerModule({
  name: "search",
  routes: [dataviewRoutes],
});

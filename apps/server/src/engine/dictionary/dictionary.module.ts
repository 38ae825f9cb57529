import { defineServerModule } from "../../lib/server-module.js";
import { dictionaryRoutes } from "./dictionary.routes.js";

/** The dictionary's introspection calls (tables, columns, children, lookups). */
export const dictionaryModule = defineServerModule({
  name: "dictionary",
  routes: [dictionaryRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { SITE_TABLES } from "./sites.dictionary.js";

/** Customer sites: their tables. */
export const sitesModule = defineServerModule({
  name: "sites",
  tables: SITE_TABLES,
});

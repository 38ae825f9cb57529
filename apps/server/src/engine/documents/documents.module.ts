import { defineServerModule } from "../../lib/server-module.js";
import { documentsRoutes } from "./documents.routes.js";
import { draftsRoutes } from "./drafts.routes.js";
import { publishRoutes } from "./publish.routes.js";
import { publishedRoutes } from "./published.routes.js";

/** The versioned store's generic calls: documents, drafts, publish, published reads. */
export const documentsModule = defineServerModule({
  name: "documents",
  routes: [documentsRoutes, draftsRoutes, publishRoutes, publishedRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { attachmentsRoutes } from "./attachments.routes.js";

/** Uploads and attachment downloads. */
export const attachmentsModule = defineServerModule({
  name: "attachments",
  routes: [attachmentsRoutes],
});

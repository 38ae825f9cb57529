import { defineServerModule } from "../../lib/server-module.js";
import { submissionsRoutes } from "./submissions.routes.js";

/** Workflow submissions (submitworkflow). */
export const submissionsModule = defineServerModule({
  name: "submissions",
  routes: [submissionsRoutes],
});

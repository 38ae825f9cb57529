import { defineServerModule } from "../../lib/server-module.js";
import { activityRoutes } from "./activity.routes.js";

/** The activity feed over every declared source. */
export const activityModule = defineServerModule({
  name: "activity",
  routes: [activityRoutes],
});

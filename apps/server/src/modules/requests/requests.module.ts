import { defineServerModule } from "../../lib/server-module.js";
import { requestStatusesRoutes } from "./request-statuses.routes.js";
import { timelineRoutes } from "./timeline.routes.js";
import { REQUEST_TABLES } from "./requests.dictionary.js";
import { requestsBehaviour } from "./requests.behaviour.js";
import { REQUEST_METHODS } from "./requests.methods.js";
import { REQUEST_STATUS_CODES } from "./request-statuses.codes.js";
import { REQUEST_ACTIVITY } from "./requests.activity.js";

/** Service requests: tables, behaviour, invokempm methods, status codes, events and calls. */
export const requestsModule = defineServerModule({
  name: "requests",
  routes: [requestStatusesRoutes, timelineRoutes],
  tables: REQUEST_TABLES,
  behaviours: [requestsBehaviour],
  performMethods: REQUEST_METHODS,
  codeSources: [REQUEST_STATUS_CODES],
  activitySources: REQUEST_ACTIVITY,
});

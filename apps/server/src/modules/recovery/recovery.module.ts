import { defineServerModule } from "../../lib/server-module.js";
import { recoveryRoutes } from "./recovery.routes.js";

/** Password recovery by mail. */
export const recoveryModule = defineServerModule({
  name: "recovery",
  routes: [recoveryRoutes],
});

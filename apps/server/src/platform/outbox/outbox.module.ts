import { defineServerModule } from "../../lib/server-module.js";
import { outboxRoutes } from "./outbox.routes.js";

/** The mail outbox a studio user watches. */
export const outboxModule = defineServerModule({
  name: "outbox",
  routes: [outboxRoutes],
});

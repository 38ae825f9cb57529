import { defineServerModule } from "../../lib/server-module.js";
import { lobbyRoutes } from "./lobby.routes.js";

/** The lobby's live activity stream (with BuildOptions.lobby). */
export const lobbyModule = defineServerModule({
  name: "lobby",
  routes: [lobbyRoutes],
});

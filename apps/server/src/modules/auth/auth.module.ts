import { defineServerModule } from "../../lib/server-module.js";
import { authRoutes } from "./auth.routes.js";

/** Sign-in, sign-out and the session's person. */
export const authModule = defineServerModule({
  name: "auth",
  routes: [authRoutes],
});

import { defineServerModule } from "../../lib/server-module.js";
import { signupRoutes } from "./signup.routes.js";

/** Self sign-up of new portal users. */
export const signupModule = defineServerModule({
  name: "signup",
  routes: [signupRoutes],
});

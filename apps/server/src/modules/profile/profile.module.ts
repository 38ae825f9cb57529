import { defineServerModule } from "../../lib/server-module.js";
import { profileRoutes } from "./profile.routes.js";
import { profileImageRoutes } from "./profile-image.routes.js";

/** A person's own profile and picture. */
export const profileModule = defineServerModule({
  name: "profile",
  routes: [profileRoutes, profileImageRoutes],
});

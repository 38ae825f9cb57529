import { defineServerModule } from "../../lib/server-module.js";
import { menuRoutes } from "./menu.routes.js";
import { MENU_KIND } from "./menu.kind.js";

/** The side menu: its document kind and its read call. */
export const menuModule = defineServerModule({
  name: "menu",
  routes: [menuRoutes],
  documentKinds: [MENU_KIND],
});

import type { FeatureManifest } from "../../lib/feature-manifest";
import { requestPaths } from "./paths";
import { requestRoutes } from "./routes";

export const requestsManifest: FeatureManifest = {
  name: "requests",
  appRoutes: requestRoutes,
  menu: [
    {
      label: "menu_requests",
      to: requestPaths.list("request"),
      icon: "requests",
      access: "request",
      group: "areas",
      order: 20,
    },
  ],
  legacyPaths: ["list/:screenName"],
};

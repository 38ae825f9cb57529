import type { FeatureManifest } from "../../lib/feature-manifest";
import { rmaPaths } from "./paths";
import { rmaRoutes } from "./routes";

export const rmaManifest: FeatureManifest = {
  name: "rma",
  appRoutes: rmaRoutes,
  menu: [
    { label: "menu_rma", to: rmaPaths.list("RMA"), icon: "rma", access: "rma", group: "areas", order: 30 },
  ],
  legacyPaths: ["rmalist/:screenName"],
};

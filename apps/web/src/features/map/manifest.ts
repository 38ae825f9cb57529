import type { FeatureManifest } from "../../lib/feature-manifest";

/** The map (issue 12): /app/map, the caller's sites on an offline map with the same sites listed beside it. */
export const mapManifest: FeatureManifest = {
  name: "map",
  appRoutes: [
    {
      path: "map",
      lazy: () => import("./components/map-page").then((m) => ({ Component: m.MapPage })),
    },
  ],
  menu: [{ label: "menu_map", to: "/app/map", icon: "map", group: "areas", order: 80 }],
};

import type { FeatureManifest } from "../../lib/feature-manifest";

export const aboutManifest: FeatureManifest = {
  name: "about",
  appRoutes: [
    {
      path: "about",
      lazy: () => import("./components/about-page").then((m) => ({ Component: m.AboutPage })),
    },
  ],
  studioLicense: true,
  menu: [{ label: "menu_about", to: "/app/about", icon: "about", group: "personal", order: 20 }],
  legacyPaths: ["about"],
};

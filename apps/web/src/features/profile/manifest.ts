import type { FeatureManifest } from "../../lib/feature-manifest";

export const profileManifest: FeatureManifest = {
  name: "profile",
  appRoutes: [
    {
      path: "profile",
      lazy: () => import("./components/profile-page").then((m) => ({ Component: m.ProfilePage })),
    },
  ],
  menu: [{ label: "menu_profile", to: "/app/profile", icon: "profile", group: "personal", order: 10 }],
  legacyPaths: ["profile"],
};

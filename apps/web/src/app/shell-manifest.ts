import type { RouteObject } from "react-router";
import type { FeatureManifest } from "../lib/feature-manifest";
import { DESIGNER_ENTRIES } from "./designer-entries";
import { requireStudioLicense } from "./guards/require-studio-license";
import { Paths } from "./paths";

const designerChildren: RouteObject[] = [
  {
    index: true,
    lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerHomePage })),
  },
  ...DESIGNER_ENTRIES.map(({ path, lazy }): RouteObject => ({ path, lazy })),
];

/** What the shell itself serves: the dashboard (the home page) and the UI Designer with its entries. */
export const shellManifest: FeatureManifest = {
  name: "shell",
  appRoutes: [
    {
      path: "dashboard",
      lazy: () => import("./pages/dashboard-page").then((m) => ({ Component: m.DashboardPage })),
    },
    {
      path: "uidesigner",
      loader: requireStudioLicense,
      lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerLayout })),
      children: designerChildren,
    },
  ],
  menu: [{ label: "menu_dashboard", to: Paths.dashboard, icon: "dashboard", group: "areas", order: 10 }],
  legacyPaths: ["dashboard", "uidesigner"],
};

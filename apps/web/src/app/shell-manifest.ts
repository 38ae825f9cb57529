import type { RouteObject } from "react-router";
import type { FeatureManifest } from "../lib/feature-manifest";
import { DESIGNER_ENTRIES } from "./designer-entries";
import { requireStudioLicense } from "./guards/require-studio-license";

const designerChildren: RouteObject[] = [
  {
    index: true,
    lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerHomePage })),
  },
  ...DESIGNER_ENTRIES.map(({ path, lazy }): RouteObject => ({ path, lazy })),
];

/** What the shell itself serves: the UI Designer with its entries (the home page is the dashboard feature's). */
export const shellManifest: FeatureManifest = {
  name: "shell",
  appRoutes: [
    {
      path: "uidesigner",
      loader: requireStudioLicense,
      lazy: () => import("./pages/designer-layout").then((m) => ({ Component: m.DesignerLayout })),
      children: designerChildren,
    },
  ],
  legacyPaths: ["uidesigner"],
};

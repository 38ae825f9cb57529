import type { FeatureManifest } from "../../lib/feature-manifest";

/** Reports (issue 12): /app/reports lists the report documents the caller may run; each opens at /app/reports/:name. */
export const reportsManifest: FeatureManifest = {
  name: "reports",
  appRoutes: [
    {
      path: "reports",
      lazy: () => import("./components/reports-page").then((m) => ({ Component: m.ReportsPage })),
    },
    {
      path: "reports/:name",
      lazy: () => import("./components/report-page").then((m) => ({ Component: m.ReportPage })),
    },
  ],
  menu: [{ label: "menu_reports", to: "/app/reports", icon: "reports", group: "areas", order: 70 }],
};

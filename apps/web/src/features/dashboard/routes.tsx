import type { RouteObject } from "react-router";

/**
 * The home page, lazily: a light page chunk (heading and skeleton, bench/budgets.json "dashboard")
 * and the cards' chunk, both requested at once so the cards do not wait for the page to run.
 */
export const loadDashboardPage = () => {
  void import("./components/dashboard-content");
  return import("./components/dashboard-page").then((m) => ({ Component: m.DashboardPage }));
};

export const dashboardRoutes: RouteObject[] = [{ path: "dashboard", lazy: loadDashboardPage }];

import type { RouteObject } from "react-router";
import { withFormControls } from "../../renderer";

/** The workflow pages, lazily: wizard steps, confirmation, the two success pages and the summary. */
export const workflowRoutes: RouteObject[] = [
  {
    path: "service",
    lazy: () =>
      withFormControls(import("./components/service-page")).then((m) => ({ Component: m.ServicePage })),
  },
  {
    path: "confirmation",
    lazy: () => import("./components/confirmation-page").then((m) => ({ Component: m.ConfirmationPage })),
  },
  {
    path: "requestsuccess",
    lazy: () => import("./components/success-page").then((m) => ({ Component: m.RequestSuccessPage })),
  },
  {
    path: "rmasuccess",
    lazy: () => import("./components/success-page").then((m) => ({ Component: m.RmaSuccessPage })),
  },
  {
    path: "summary",
    lazy: () => import("./components/summary-page").then((m) => ({ Component: m.SummaryPage })),
  },
];

import type { FeatureManifest } from "../../lib/feature-manifest";
import { workflowRoutes } from "./routes";

/** The wizard, confirmation, success and summary pages of every workflow (their menu entries are data). */
export const workflowsManifest: FeatureManifest = {
  name: "workflows",
  appRoutes: workflowRoutes,
  legacyPaths: ["service", "confirmation", "requestsuccess", "rmasuccess"],
};

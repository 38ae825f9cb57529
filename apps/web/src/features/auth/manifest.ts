import type { FeatureManifest } from "../../lib/feature-manifest";
import { authRoutes } from "./routes";

/** Sign-in, sign-up and every credential page: public, eager (the first thing a visitor sees). */
export const authManifest: FeatureManifest = { name: "auth", publicRoutes: authRoutes };

import { aboutManifest } from "../features/about/manifest";
import { authManifest } from "../features/auth/manifest";
import { blogManifest } from "../features/blog/manifest";
import { forumManifest } from "../features/forum/manifest";
import { homeManifest } from "./home-manifest";
import { lobbyManifest } from "../features/lobby/manifest";
import { mapManifest } from "../features/map/manifest";
import { reportsManifest } from "../features/reports/manifest";
import { profileManifest } from "../features/profile/manifest";
import { requestsManifest } from "../features/requests/manifest";
import { rmaManifest } from "../features/rma/manifest";
import { workflowsManifest } from "../features/workflows/manifest";
import type { FeatureManifest, MenuEntry } from "../lib/feature-manifest";
import { shellManifest } from "./shell-manifest";
import { themesManifest } from "./unbuilt-areas";

/** Every area of the portal. The router, the side menu, the old short paths and the base-path segments come from here. */
export const MANIFESTS: readonly FeatureManifest[] = [
  shellManifest,
  authManifest,
  homeManifest,
  requestsManifest,
  rmaManifest,
  workflowsManifest,
  blogManifest,
  forumManifest,
  lobbyManifest,
  mapManifest,
  reportsManifest,
  themesManifest,
  profileManifest,
  aboutManifest,
];

/** Old short paths (spec §2) that redirect to `/app/<same path>`. */
export const LEGACY_APP_PATHS: readonly string[] = MANIFESTS.flatMap((m) => m.legacyPaths ?? []);

/** The side menu's entries of one group, in their declared order. */
export const menuEntries = (group: MenuEntry["group"]): MenuEntry[] =>
  MANIFESTS.flatMap((m) =>
    (m.menu ?? []).map((entry) => (m.studioLicense ? { ...entry, studio: true } : entry)),
  )
    .filter((entry) => entry.group === group)
    .sort((a, b) => a.order - b.order);

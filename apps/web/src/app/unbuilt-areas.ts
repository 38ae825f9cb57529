import type { RouteObject } from "react-router";
import type { FeatureManifest } from "../lib/feature-manifest";

/** A lazily loaded "not available yet" page naming the area by its message key. */
export const notAvailable =
  (areaKey: string, designer = false): RouteObject["lazy"] =>
  () =>
    import("./pages/not-available-page").then((m) => m.notAvailableRoute(areaKey, designer));

const placeholders = (pages: [path: string, areaKey: string][]): RouteObject[] =>
  pages.map(([path, areaKey]) => ({ path, lazy: notAvailable(areaKey) }));

/**
 * The areas of spec §1 that later issues build (themes: the designer). Each is a manifest already, so building one replaces its entry in
 * app/manifests.ts with the feature's own manifest and nothing else changes.
 */
export const themesManifest: FeatureManifest = {
  name: "themes",
  appRoutes: placeholders([["themes", "area_themes"]]),
  legacyPaths: ["themes"],
};

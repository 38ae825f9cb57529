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
 * The areas of spec §1 that later issues build (forum: issue 13; map, reports: 12;
 * themes: the designer). Each is a manifest already, so building one replaces its entry in
 * app/manifests.ts with the feature's own manifest and nothing else changes.
 */
export const forumManifest: FeatureManifest = {
  name: "forum",
  appRoutes: placeholders([
    ["group", "area_forum"],
    ["forumcreate/:cat", "area_forum_new_topic"],
    ["forumCat/:cat", "area_forum_category"],
    ["forumconvo/:id", "area_forum_conversation"],
    ["forumpreview", "area_forum_preview"],
  ]),
  menu: [
    { label: "menu_forum", to: "/app/group", icon: "forum", access: "group", group: "areas", order: 60 },
  ],
  legacyPaths: ["group", "forumcreate/:cat", "forumCat/:cat", "forumconvo/:id", "forumpreview"],
};

export const themesManifest: FeatureManifest = {
  name: "themes",
  appRoutes: placeholders([["themes", "area_themes"]]),
  legacyPaths: ["themes"],
};

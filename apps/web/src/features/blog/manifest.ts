import type { FeatureManifest } from "../../lib/feature-manifest";

/**
 * The blog (issue 13): published posts, one post, the editor and its preview. Each route is its own
 * chunk; the rich-text editor loads only with blogentry.
 */
export const blogManifest: FeatureManifest = {
  name: "blog",
  appRoutes: [
    {
      path: "blog",
      lazy: () => import("./components/blog-list-page").then((m) => ({ Component: m.BlogListPage })),
    },
    {
      path: "blogview/:id",
      lazy: () => import("./components/post-view-page").then((m) => ({ Component: m.PostViewPage })),
    },
    {
      path: "blogentry",
      lazy: () => import("./components/blog-entry-page").then((m) => ({ Component: m.BlogEntryPage })),
    },
    {
      path: "blogpreview",
      lazy: () => import("./components/post-preview-page").then((m) => ({ Component: m.PostPreviewPage })),
    },
  ],
  menu: [{ label: "menu_blog", to: "/app/blog", icon: "blog", access: "blog", group: "areas", order: 50 }],
  legacyPaths: ["blog", "blogview/:id", "blogentry", "blogpreview"],
};

import type { FeatureManifest } from "../../lib/feature-manifest";

/**
 * The forum (issue 13): categories, a category's topics, writing and previewing a topic, the
 * conversation, and the moderators' review queue. Each route is its own chunk; the rich-text editor
 * (lib/rich-text) loads only where people write.
 */
export const forumManifest: FeatureManifest = {
  name: "forum",
  appRoutes: [
    {
      path: "group",
      lazy: () => import("./components/forum-home-page").then((m) => ({ Component: m.ForumHomePage })),
    },
    {
      path: "group/review",
      lazy: () => import("./components/review-page").then((m) => ({ Component: m.ReviewPage })),
    },
    {
      path: "forumCat/:cat",
      lazy: () => import("./components/category-page").then((m) => ({ Component: m.CategoryPage })),
    },
    {
      path: "forumcreate/:cat",
      lazy: () => import("./components/new-topic-page").then((m) => ({ Component: m.NewTopicPage })),
    },
    {
      path: "forumpreview",
      lazy: () => import("./components/topic-preview-page").then((m) => ({ Component: m.TopicPreviewPage })),
    },
    {
      path: "forumconvo/:id",
      lazy: () => import("./components/topic-page").then((m) => ({ Component: m.TopicPage })),
    },
  ],
  menu: [
    { label: "menu_forum", to: "/app/group", icon: "forum", access: "group", group: "areas", order: 60 },
  ],
  legacyPaths: ["group", "forumcreate/:cat", "forumCat/:cat", "forumconvo/:id", "forumpreview"],
};

import { defineServerModule } from "../../lib/server-module.js";
import { forumRoutes } from "./forum.routes.js";
import { forumReplySource } from "./forum.activity.js";
import { SIMILAR_TOPICS } from "./forum.similar.js";
import { seedDemoForum } from "./forum.seed.js";

/** The forum: calls (with BuildOptions.forum), events, similar topics and demo topics. */
export const forumModule = defineServerModule({
  name: "forum",
  routes: [forumRoutes],
  activitySources: [forumReplySource],
  similarSources: [SIMILAR_TOPICS],
  seed: { demo: seedDemoForum },
});

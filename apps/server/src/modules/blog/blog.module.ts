import { defineServerModule } from "../../lib/server-module.js";
import { blogRoutes } from "./blog.routes.js";
import { blogPostSource } from "./blog.activity.js";
import { SIMILAR_POSTS } from "./blog.similar.js";
import { seedDemoBlog } from "./blog.seed.js";

/** The blog: calls (with BuildOptions.blog), events, similar posts and demo posts. */
export const blogModule = defineServerModule({
  name: "blog",
  routes: [blogRoutes],
  activitySources: [blogPostSource],
  similarSources: [SIMILAR_POSTS],
  seed: { demo: seedDemoBlog },
});

import { declareSimilarPosts } from "./blog/blog.similar.js";
import { declareSimilarTopics } from "./forum/forum.similar.js";

/*
 * The composition of the similar-content sources (platform/similar): imported for its effect by
 * app.ts, like declared-activity.ts. A module whose content others may suggest adds its line here.
 */
declareSimilarPosts();
declareSimilarTopics();

import { similarSource } from "../../platform/similar/similar-content.js";
import { findSimilarTopics } from "./forum.repository.js";

declare module "../../platform/similar/similar-content.js" {
  interface SimilarContent {
    /** Public topics in categories the caller may see (a blog post's related topics). */
    forumTopics: { id: number; title: string; solved: boolean };
  }
}

/** Up to five topics like the text, best match first; none without forum access. */
export const SIMILAR_TOPICS = similarSource("forumTopics", (db, actor, text) =>
  actor.access.group ? findSimilarTopics(db, actor, text) : Promise.resolve([]),
);

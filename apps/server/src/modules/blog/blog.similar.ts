import { and, eq, sql } from "drizzle-orm";
import { anyWordQuery, similarSource } from "../../platform/similar/similar-content.js";
import { visibleTo } from "./blog.repository.js";
import { blogPosts, blogPostVersions } from "./blog.table.js";

declare module "../../platform/similar/similar-content.js" {
  interface SimilarContent {
    /** Published posts the caller may read (a new forum topic's suggestions). */
    blogPosts: { id: number; title: string };
  }
}

const postDocument = sql`to_tsvector('english', ${blogPostVersions.title} || ' ' || ${blogPostVersions.excerpt})`;

/** Up to five published posts like the text, best match first; none without blog access. */
export const SIMILAR_POSTS = similarSource("blogPosts", async (db, actor, text, now) => {
  if (!actor.access.blog) return [];
  return db
    .select({ id: blogPosts.id, title: blogPostVersions.title })
    .from(blogPosts)
    .innerJoin(blogPostVersions, eq(blogPostVersions.id, blogPosts.publishedVersionId))
    .where(and(visibleTo(actor, now), sql`${postDocument} @@ ${anyWordQuery(text)}`))
    .orderBy(sql`ts_rank(${postDocument}, ${anyWordQuery(text)}) desc`, sql`${blogPosts.publishAt} desc`)
    .limit(5);
});

import { sql } from "drizzle-orm";
import { actorName, type ActivitySource } from "../../engine/activity/activity-source.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { canReadBlog, canWriteBlog } from "./blog.policy.js";

/**
 * A published post as it reaches the reader (blogview's rule, in the feed's aliases): published,
 * its instant passed, and open to everyone or to the caller's role or company. Editors see every
 * audience; a role without blog access sees no post events at all.
 */
function postsVisibleTo(actor: Actor) {
  if (!canReadBlog(actor) && !canWriteBlog(actor)) return null;
  const live = sql`t.status = 'published' and t.publish_at <= now()`;
  if (canWriteBlog(actor)) return live;
  const company =
    actor.companyId === null ? sql`false` : sql`${actor.companyId}::int = any(v.audience_companies)`;
  return sql`${live} and (v.audience_all or ${actor.roleCode}::text = any(v.audience_roles) or ${company})`;
}

/**
 * A post in the activity feed, once, at its publish instant (a later version keeps that instant),
 * with the live version's title as the record's number and its excerpt; the author is who
 * published it.
 */
export const blogPostSource: ActivitySource = {
  key: "post",
  kind: "blog_post",
  table: "blog_posts",
  from: sql`blog_posts t join blog_post_versions v on v.id = t.published_version_id
    left join persons p on p.id = v.published_by`,
  at: sql`t.publish_at`,
  rowId: sql`t.id`,
  number: sql`v.title`,
  summary: sql`json_build_object('actor', ${actorName("p")}, 'excerpt', left(v.excerpt, 200))`,
  visibleTo: postsVisibleTo,
};

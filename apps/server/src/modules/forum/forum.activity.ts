import { sql } from "drizzle-orm";
import { actorName, type ActivitySource } from "../../engine/activity/activity-source.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { canUseForum } from "./forum.policy.js";
import { categoryVisible } from "./forum.visibility.js";

/**
 * Replies the caller hears about: in topics they started or follow, in categories open to them,
 * not their own; nothing for a role without group access.
 */
function repliesVisibleTo(actor: Actor) {
  if (!canUseForum(actor)) return null;
  return sql`${categoryVisible(actor)}
    and (t.author_person_id = ${actor.personId}
      or exists (select 1 from forum_follows f where f.topic_id = t.id and f.person_id = ${actor.personId}))
    and p.author_person_id is distinct from ${actor.personId}`;
}

/**
 * A visible reply in the activity feed, at its posting instant (a held reply once approved keeps
 * it), linking to its topic (record: forum_topics, number: the topic's title); the excerpt is the
 * reply's text without its markup.
 */
export const forumReplySource: ActivitySource = {
  key: "reply",
  kind: "forum_reply",
  table: "forum_topics",
  from: sql`forum_posts p join forum_topics t on t.id = p.topic_id
    join forum_categories c on c.id = t.category_id
    left join persons a on a.id = p.author_person_id`,
  where: sql`not p.opening and p.state = 'visible' and p.deleted_at is null
    and t.state = 'visible' and t.deleted_at is null`,
  at: sql`p.created_at`,
  rowId: sql`p.id`,
  number: sql`t.title`,
  summary: sql`json_build_object('actor', ${actorName("a")},
    'excerpt', left(trim(regexp_replace(regexp_replace(p.body_html, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')), 200))`,
  visibleTo: repliesVisibleTo,
};

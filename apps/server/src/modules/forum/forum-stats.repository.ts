import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * Brings a topic's derived columns in line with its posts after any write that changes them (a
 * post, an approval, a hide, a delete, an undo): its state follows the opening post's, and the
 * reply count, latest activity and its author count visible posts only, so a held or hidden post
 * never shows in a count or a "latest" line.
 */
export async function refreshTopicStats(db: Db, topicId: number): Promise<void> {
  await db.execute(sql`
    update forum_topics t set
      state = coalesce((select op.state from forum_posts op where op.topic_id = t.id and op.opening), t.state),
      reply_count = (select count(*) from forum_posts p
        where p.topic_id = t.id and not p.opening and p.state = 'visible' and p.deleted_at is null),
      last_activity_at = coalesce(l.created_at, t.created_at),
      last_person_id = coalesce(l.author_person_id, t.author_person_id)
    from (select 1) one
    left join lateral (
      select p.created_at, p.author_person_id from forum_posts p
      where p.topic_id = ${topicId} and p.state = 'visible' and p.deleted_at is null
      order by p.created_at desc, p.id desc limit 1
    ) l on true
    where t.id = ${topicId}`);
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { num } from "./forum.rows.js";
import { personName } from "./forum.visibility.js";

/**
 * A topic's participants, as SQL over persons a and roles r: the authors of its posts everyone
 * there sees, and staff who posted in it. Only names the topic already shows, so a mention never
 * reaches (or names) anyone the conversation does not.
 */
const participants = (topicId: number) => sql`
  select distinct a.id, ${personName("a")} as name, a.email, a.status, a.company_id, r.group_access, r.scope, r.studio
  from forum_posts p join persons a on a.id = p.author_person_id join roles r on r.code = a.role_code
  where p.topic_id = ${topicId} and p.deleted_at is null and (p.state = 'visible' or r.scope = 'all')`;

/** The participants' display names, each once, in name order; me: the caller is (one of) them. */
export async function findParticipants(db: Db, topicId: number, personId: number) {
  const rows = await rowsOf(
    db,
    sql`select name, bool_or(id = ${personId}) as me from (${participants(topicId)}) x group by name order by name
        limit 500`,
  );
  return rows.map((r) => ({ name: String(r.name), me: r.me === true || r.me === "t" }));
}

/**
 * The participants a post of `authorId` may tell: not the author, active, with forum access, and
 * able to see the topic's category.
 */
export async function mentionTargets(db: Db, topicId: number, authorId: number) {
  const rows = await rowsOf(
    db,
    sql`select x.id, x.name, x.email from (${participants(topicId)}) x
        join forum_topics t on t.id = ${topicId} join forum_categories c on c.id = t.category_id
        where x.id <> ${authorId} and x.status = 'active' and x.group_access
          and (x.scope = 'all' or x.studio or c.audience_all or x.company_id = any(c.audience_companies))`,
  );
  return rows.map((r) => ({ personId: num(r.id), name: String(r.name), email: String(r.email) }));
}

/** Records the post's mentions; the people not recorded before (the ones to tell now). */
export async function insertMentions(
  db: Db,
  postId: number,
  personIds: number[],
  at: Date,
): Promise<number[]> {
  if (!personIds.length) return [];
  const rows = await rowsOf(
    db,
    sql`insert into forum_mentions (post_id, person_id, created_at)
        select ${postId}, id, ${at.toISOString()}::timestamptz
        from unnest(${`{${personIds.join(",")}}`}::int[]) as id
        on conflict (post_id, person_id) do nothing returning person_id`,
  );
  return rows.map((r) => num(r.person_id));
}

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { bool, idOrNull, iso, isoOrNull, num } from "./forum.rows.js";
import type { PostState } from "./forum.table.js";
import { personName, postVisible, topicVisible } from "./forum.visibility.js";

type Row = Record<string, unknown>;

export type PostRow = {
  id: number;
  topicId: number;
  opening: boolean;
  authorPersonId: number | null;
  authorName: string;
  authorIsStaff: boolean;
  bodyHtml: string;
  state: PostState;
  createdAt: string;
  editedAt: string | null;
  flaggedByMe: boolean;
};

const toPost = (r: Row): PostRow => ({
  id: num(r.id),
  topicId: num(r.topic_id),
  opening: bool(r.opening),
  authorPersonId: idOrNull(r.author_person_id),
  authorName: String(r.author_name),
  authorIsStaff: bool(r.author_is_staff),
  bodyHtml: String(r.body_html),
  state: r.state as PostState,
  createdAt: iso(r.created_at),
  editedAt: isoOrNull(r.edited_at),
  flaggedByMe: bool(r.flagged_by_me),
});

const postColumns = (actor: Actor) => sql`p.id, p.topic_id, p.opening, p.author_person_id,
  ${personName("a")} as author_name, coalesce(ar.scope = 'all', false) as author_is_staff,
  p.body_html, p.state, p.created_at, p.edited_at,
  exists (select 1 from forum_flags f where f.post_id = p.id and f.person_id = ${actor.personId}) as flagged_by_me`;

const postJoins = sql`left join persons a on a.id = p.author_person_id left join roles ar on ar.code = a.role_code`;

/** One page of a topic's posts the caller may see (the opening post first) and how many there are. */
export async function findPostsPage(db: Db, actor: Actor, topicId: number, limit: number, offset: number) {
  const rows = await rowsOf(
    db,
    sql`select ${postColumns(actor)}, count(*) over () as total
        from forum_posts p ${postJoins}
        where p.topic_id = ${topicId} and ${postVisible(actor)}
        order by p.opening desc, p.created_at, p.id
        limit ${limit} offset ${offset}`,
  );
  return { posts: rows.map(toPost), total: rows.length ? num(rows[0]!.total) : null };
}

export async function countVisiblePosts(db: Db, actor: Actor, topicId: number): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`select count(*)::int as n from forum_posts p where p.topic_id = ${topicId} and ${postVisible(actor)}`,
  );
  return num(r!.n);
}

/** A post the caller may see, in a topic (and category) it may see; `lock` holds the post row. */
export async function findPost(db: Db, actor: Actor, postId: number, lock = false) {
  const [r] = await rowsOf(
    db,
    sql`select ${postColumns(actor)}
        from forum_posts p join forum_topics t on t.id = p.topic_id
        join forum_categories c on c.id = t.category_id ${postJoins}
        where p.id = ${postId} and ${postVisible(actor)} and ${topicVisible(actor)}
        ${lock ? sql`for update of p` : sql``}`,
  );
  return r ? toPost(r) : undefined;
}

export async function insertPost(
  db: Db,
  post: { topicId: number; opening: boolean; authorPersonId: number; bodyHtml: string; state: PostState },
  at: Date,
): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`insert into forum_posts (topic_id, opening, author_person_id, body_html, state, created_at)
        values (${post.topicId}, ${post.opening}, ${post.authorPersonId}, ${post.bodyHtml}, ${post.state},
          ${at.toISOString()}::timestamptz)
        returning id`,
  );
  return num(r!.id);
}

/** The caller's posts others already see: fewer than the setting holds the next one for review. */
export async function countApprovedPosts(db: Db, personId: number): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`select count(*)::int as n from forum_posts
        where author_person_id = ${personId} and state = 'visible' and deleted_at is null`,
  );
  return num(r!.n);
}

export async function updateBody(db: Db, postId: number, bodyHtml: string, by: number, at: Date) {
  await db.execute(sql`insert into forum_post_edits (post_id, body_html, edited_at, edited_by)
    select id, body_html, coalesce(edited_at, created_at), ${by} from forum_posts where id = ${postId}`);
  await db.execute(sql`update forum_posts set body_html = ${bodyHtml}, edited_at = ${at.toISOString()}::timestamptz
    where id = ${postId}`);
}

/** A post's earlier texts, newest first, each with when it was written and who replaced it. */
export async function findEdits(db: Db, postId: number) {
  const rows = await rowsOf(
    db,
    sql`select e.body_html, e.edited_at, ${personName("a")} as edited_by
        from forum_post_edits e left join persons a on a.id = e.edited_by
        where e.post_id = ${postId} order by e.id desc limit 200`,
  );
  return rows.map((r) => ({
    bodyHtml: String(r.body_html),
    editedAt: iso(r.edited_at),
    editedBy: String(r.edited_by),
  }));
}

/** Adds the caller's flag; false when they had flagged the post already. */
export async function insertFlag(
  db: Db,
  flag: { postId: number; personId: number; reason: string; note: string },
  at: Date,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`insert into forum_flags (post_id, person_id, reason, note, created_at)
        values (${flag.postId}, ${flag.personId}, ${flag.reason}, ${flag.note}, ${at.toISOString()}::timestamptz)
        on conflict (post_id, person_id) do nothing returning id`,
  );
  return rows.length > 0;
}

export async function countPendingFlags(db: Db, postId: number): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`select count(distinct person_id)::int as n from forum_flags where post_id = ${postId} and resolved_at is null`,
  );
  return num(r!.n);
}

export async function setPostState(db: Db, postId: number, state: PostState) {
  await db.execute(sql`update forum_posts set state = ${state} where id = ${postId}`);
}

/**
 * The followers a new visible reply is mailed to: not its author, not those it mentions (they have
 * their own mail), and only those who may see it.
 */
export async function followersToTell(db: Db, topicId: number, postId: number, authorId: number) {
  const rows = await rowsOf(
    db,
    sql`select a.email, ${personName("a")} as name
        from forum_follows f
        join persons a on a.id = f.person_id
        join roles r on r.code = a.role_code
        join forum_topics t on t.id = f.topic_id
        join forum_categories c on c.id = t.category_id
        where f.topic_id = ${topicId} and f.person_id <> ${authorId} and a.status = 'active'
          and not exists (select 1 from forum_mentions m where m.post_id = ${postId} and m.person_id = f.person_id)
          and r.group_access
          and (r.scope = 'all' or r.studio or c.audience_all or a.company_id = any(c.audience_companies))`,
  );
  return rows.map((r) => ({ email: String(r.email), name: String(r.name) }));
}

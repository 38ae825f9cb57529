import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { anyWordQuery } from "../../platform/similar/similar-content.js";
import { bool, idOrNull, iso, num } from "./forum.rows.js";
import { categoryVisible, personName, publicTopic, topicVisible } from "./forum.visibility.js";

type Row = Record<string, unknown>;

export type CategoryRow = {
  id: number;
  title: string;
  description: string;
  position: number;
  audience: { all: boolean; companyIds: number[] };
  topicCount: number;
  replyCount: number;
  latest: { topicId: number; title: string; at: string; authorName: string } | null;
};

const toCategory = (r: Row): CategoryRow => ({
  id: num(r.id),
  title: String(r.title),
  description: String(r.description),
  position: num(r.position),
  audience: { all: bool(r.audience_all), companyIds: ((r.audience_companies as number[]) ?? []).map(num) },
  topicCount: num(r.topic_count),
  replyCount: num(r.reply_count),
  latest:
    r.latest_id === null || r.latest_id === undefined
      ? null
      : {
          topicId: num(r.latest_id),
          title: String(r.latest_title),
          at: iso(r.latest_at),
          authorName: String(r.latest_author),
        },
});

/** The categories the caller may see (or the one named), with counts over visible posts only. */
export async function findCategories(db: Db, actor: Actor, id?: number): Promise<CategoryRow[]> {
  const rows = await rowsOf(
    db,
    sql`select c.id, c.title, c.description, c.position, c.audience_all, c.audience_companies,
          coalesce(s.topic_count, 0) as topic_count, coalesce(s.reply_count, 0) as reply_count,
          l.id as latest_id, l.title as latest_title, l.last_activity_at as latest_at,
          ${personName("lp")} as latest_author
        from forum_categories c
        left join lateral (
          select count(*)::int as topic_count, coalesce(sum(t.reply_count), 0)::int as reply_count
          from forum_topics t where t.category_id = c.id and ${publicTopic}
        ) s on true
        left join lateral (
          select t.id, t.title, t.last_activity_at, t.last_person_id from forum_topics t
          where t.category_id = c.id and ${publicTopic}
          order by t.last_activity_at desc, t.id desc limit 1
        ) l on true
        left join persons lp on lp.id = l.last_person_id
        where ${categoryVisible(actor)} ${id === undefined ? sql`` : sql`and c.id = ${id}`}
        order by c.position, c.id`,
  );
  return rows.map(toCategory);
}

export async function allCategoryIds(db: Db): Promise<number[]> {
  const rows = await rowsOf(db, sql`select id from forum_categories order by position, id`);
  return rows.map((r) => num(r.id));
}

export type TopicListRow = {
  id: number;
  categoryId: number;
  title: string;
  authorName: string;
  openingHtml: string;
  replyCount: number;
  lastActivityAt: string;
  createdAt: string;
  pinned: boolean;
  locked: boolean;
  solved: boolean;
  total: number;
};

export const topicDocument = sql`t.search_vector`;

export async function findTopicsPage(
  db: Db,
  actor: Actor,
  filter: { categoryId?: number; search?: string; solved?: boolean },
  limit: number,
  offset: number,
): Promise<TopicListRow[]> {
  const where: SQL[] = [topicVisible(actor)];
  if (filter.categoryId !== undefined) where.push(sql`t.category_id = ${filter.categoryId}`);
  if (filter.solved !== undefined)
    where.push(filter.solved ? sql`t.solution_post_id is not null` : sql`t.solution_post_id is null`);
  if (filter.search) where.push(sql`${topicDocument} @@ websearch_to_tsquery('english', ${filter.search})`);
  const rows = await rowsOf(
    db,
    sql`select t.id, t.category_id, t.title, ${personName("a")} as author_name, op.body_html,
          t.reply_count, t.last_activity_at, t.created_at, t.pinned, t.locked,
          t.solution_post_id is not null as solved, count(*) over () as total
        from forum_topics t
        join forum_categories c on c.id = t.category_id
        left join persons a on a.id = t.author_person_id
        left join forum_posts op on op.topic_id = t.id and op.opening
        where ${sql.join(where, sql` and `)}
        order by t.pinned desc, t.last_activity_at desc, t.id desc
        limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    categoryId: num(r.category_id),
    title: String(r.title),
    authorName: String(r.author_name),
    openingHtml: String(r.body_html ?? ""),
    replyCount: num(r.reply_count),
    lastActivityAt: iso(r.last_activity_at),
    createdAt: iso(r.created_at),
    pinned: bool(r.pinned),
    locked: bool(r.locked),
    solved: bool(r.solved),
    total: num(r.total),
  }));
}

export type TopicRow = {
  id: number;
  categoryId: number;
  categoryTitle: string;
  title: string;
  authorPersonId: number | null;
  authorName: string;
  authorCompanyId: number | null;
  state: "visible" | "held" | "hidden";
  createdAt: string;
  pinned: boolean;
  locked: boolean;
  solutionPostId: number | null;
  requestId: number | null;
  requestNumber: string | null;
  searchText: string;
};

/** A topic the caller may see (in a category it may see), optionally locked for the write. */
export async function findTopic(
  db: Db,
  actor: Actor,
  id: number,
  lock = false,
): Promise<TopicRow | undefined> {
  const [r] = await rowsOf(
    db,
    sql`select t.id, t.category_id, c.title as category_title, t.title, t.author_person_id,
          ${personName("a")} as author_name, a.company_id as author_company_id, t.state, t.created_at,
          t.pinned, t.locked, t.solution_post_id, t.request_id, sr.request_number, t.search_text
        from forum_topics t
        join forum_categories c on c.id = t.category_id
        left join persons a on a.id = t.author_person_id
        left join service_requests sr on sr.id = t.request_id
        where t.id = ${id} and ${topicVisible(actor)} ${lock ? sql`for update of t` : sql``}`,
  );
  if (!r) return undefined;
  return {
    id: num(r.id),
    categoryId: num(r.category_id),
    categoryTitle: String(r.category_title),
    title: String(r.title),
    authorPersonId: idOrNull(r.author_person_id),
    authorName: String(r.author_name),
    authorCompanyId: idOrNull(r.author_company_id),
    state: r.state as TopicRow["state"],
    createdAt: iso(r.created_at),
    pinned: bool(r.pinned),
    locked: bool(r.locked),
    solutionPostId: idOrNull(r.solution_post_id),
    requestId: idOrNull(r.request_id),
    requestNumber: r.request_number === null ? null : String(r.request_number),
    searchText: String(r.search_text),
  };
}

export async function isFollowing(db: Db, topicId: number, personId: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from forum_follows where topic_id = ${topicId} and person_id = ${personId}`,
  );
  return rows.length > 0;
}

export async function setFollowing(db: Db, topicId: number, personId: number, following: boolean) {
  await db.execute(
    following
      ? sql`insert into forum_follows (topic_id, person_id) values (${topicId}, ${personId}) on conflict do nothing`
      : sql`delete from forum_follows where topic_id = ${topicId} and person_id = ${personId}`,
  );
}

/** Up to 5 visible topics in categories the caller may see that share words with `title`. */
export async function findSimilarTopics(db: Db, actor: Actor, title: string) {
  const rows = await rowsOf(
    db,
    sql`select t.id, t.title, t.solution_post_id is not null as solved
        from forum_topics t join forum_categories c on c.id = t.category_id
        where ${topicDocument} @@ ${anyWordQuery(title)} and ${publicTopic} and ${categoryVisible(actor)}
        order by ts_rank(${topicDocument}, ${anyWordQuery(title)}) desc, t.last_activity_at desc
        limit 5`,
  );
  return rows.map((r) => ({ id: num(r.id), title: String(r.title), solved: bool(r.solved) }));
}

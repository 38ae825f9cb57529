import type { TForumAction, TForumSettings } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import { bool, idOrNull, iso, isoOrNull, num } from "./forum.rows.js";
import { forumSettings } from "./forum.table.js";
import { personName } from "./forum.visibility.js";

export const DEFAULT_SETTINGS: TForumSettings = { flagThreshold: 3, holdFirstPosts: 1 };

/** The stored settings, or the defaults until a moderator saves them. */
export async function readSettings(db: Db): Promise<TForumSettings> {
  const [row] = await db.select().from(forumSettings).limit(1);
  return row ? { flagThreshold: row.flagThreshold, holdFirstPosts: row.holdFirstPosts } : DEFAULT_SETTINGS;
}

export async function writeSettings(db: Db, s: TForumSettings): Promise<void> {
  await db
    .insert(forumSettings)
    .values({ id: 1, ...s })
    .onConflictDoUpdate({ target: forumSettings.id, set: s });
}

/** What an undo puts back: the fields the action changed, as they were before it. */
export type Previous = {
  state?: "visible" | "held" | "hidden";
  postDeletedAt?: string | null;
  topicDeletedAt?: string | null;
  /** Flags the action resolved (an undo makes them pending again). */
  flagIds?: number[];
  locked?: boolean;
  pinned?: boolean;
  categoryId?: number;
  /** A deleted post was the topic's solution. */
  solutionPostId?: number | null;
};

export async function insertLog(
  db: Db,
  entry: {
    action: TForumAction;
    personId: number;
    reason: string;
    topicId: number;
    postId: number | null;
    previous: Previous;
  },
  at: Date,
): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`insert into forum_moderation_log (action, person_id, at, reason, topic_id, post_id, previous)
        values (${entry.action}, ${entry.personId}, ${at.toISOString()}::timestamptz, ${entry.reason},
          ${entry.topicId}, ${entry.postId}, ${JSON.stringify(entry.previous)}::jsonb)
        returning id`,
  );
  return num(r!.id);
}

export type LogRow = {
  id: number;
  action: TForumAction;
  by: string;
  at: string;
  reason: string;
  topicId: number;
  topicTitle: string;
  postId: number | null;
  undoneAt: string | null;
  previous: Previous;
  /** A later action on the same post or topic that is not undone (undoing this one would clash). */
  superseded: boolean;
};

/** Topic actions on the same field (lock/unlock, pin/unpin, move) follow each other. */
const field = (alias: string) =>
  sql.raw(`case when ${alias}.action in ('lock', 'unlock') then 'lock'
  when ${alias}.action in ('pin', 'unpin') then 'pin' else ${alias}.action end`);
const superseded = sql`exists (select 1 from forum_moderation_log l2
  where l2.id > l.id and l2.undone_at is null and l2.topic_id = l.topic_id
    and ((l.post_id is not null and l2.post_id = l.post_id)
      or (l.post_id is null and l2.post_id is null and ${field("l2")} = ${field("l")})))`;

const logSelect = sql`select l.id, l.action, ${personName("a")} as by_name, l.at, l.reason, l.topic_id,
    t.title as topic_title, l.post_id, l.undone_at, l.previous, ${superseded} as superseded
  from forum_moderation_log l
  join forum_topics t on t.id = l.topic_id
  left join persons a on a.id = l.person_id`;

const toLog = (r: Record<string, unknown>): LogRow => ({
  id: num(r.id),
  action: r.action as TForumAction,
  by: String(r.by_name),
  at: iso(r.at),
  reason: String(r.reason),
  topicId: num(r.topic_id),
  topicTitle: String(r.topic_title),
  postId: idOrNull(r.post_id),
  undoneAt: isoOrNull(r.undone_at),
  previous: (typeof r.previous === "string" ? JSON.parse(r.previous) : r.previous) as Previous,
  superseded: bool(r.superseded),
});

export async function listLog(db: Db, limit = 200): Promise<LogRow[]> {
  const rows = await rowsOf(db, sql`${logSelect} order by l.at desc, l.id desc limit ${limit}`);
  return rows.map(toLog);
}

export async function findLogEntry(db: Db, id: number): Promise<LogRow | undefined> {
  const [r] = await rowsOf(db, sql`${logSelect} where l.id = ${id}`);
  return r ? toLog(r) : undefined;
}

/** Marks the entry undone; false when someone undid it first (row lock, then the check). */
export async function markUndone(db: Db, id: number, by: number, at: Date): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`update forum_moderation_log set undone_at = ${at.toISOString()}::timestamptz, undone_by = ${by}
        where id = ${id} and undone_at is null returning id`,
  );
  return rows.length > 0;
}

/** Resolves a post's pending flags; the ids, so an undo can reopen them. */
export async function resolveFlags(db: Db, postId: number, at: Date): Promise<number[]> {
  const rows = await rowsOf(
    db,
    sql`update forum_flags set resolved_at = ${at.toISOString()}::timestamptz
        where post_id = ${postId} and resolved_at is null returning id`,
  );
  return rows.map((r) => num(r.id));
}

export async function reopenFlags(db: Db, ids: number[]): Promise<void> {
  if (ids.length)
    await db.execute(
      sql`update forum_flags set resolved_at = null where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

export type ReviewRow = {
  postId: number;
  topicId: number;
  topicTitle: string;
  categoryTitle: string;
  authorName: string;
  bodyHtml: string;
  createdAt: string;
  state: "visible" | "held" | "hidden";
  opening: boolean;
  flags: { reason: string; note: string; by: string; at: string }[];
  /** The latest decision on the post that stands (not undone): approve or hide, by whom, when. */
  decision: { action: "approve" | "hide"; by: string; at: string; reason: string } | null;
};

/**
 * pending: held posts and posts with flags nobody has reviewed, oldest first; resolved: flagged or
 * held posts a moderator has decided on (nothing pending any more), latest decision first, with
 * that decision. Deleted posts and topics are gone from both.
 */
export async function findReviewItems(db: Db, status: "pending" | "resolved"): Promise<ReviewRow[]> {
  const pendingFlag = sql`exists (select 1 from forum_flags f where f.post_id = p.id and f.resolved_at is null)`;
  const anyFlag = sql`exists (select 1 from forum_flags f where f.post_id = p.id)`;
  const where =
    status === "pending"
      ? sql`(p.state = 'held' or ${pendingFlag})`
      : sql`(p.state <> 'held' and not ${pendingFlag} and (${anyFlag} or d.action is not null))`;
  const rows = await rowsOf(
    db,
    sql`select p.id, p.topic_id, t.title as topic_title, c.title as category_title,
          ${personName("a")} as author_name, p.body_html, p.created_at, p.state, p.opening,
          coalesce((select json_agg(json_build_object('reason', f.reason, 'note', f.note,
              'by', ${personName("fp")}, 'at', f.created_at) order by f.created_at, f.id)
            from forum_flags f left join persons fp on fp.id = f.person_id
            where f.post_id = p.id and (f.resolved_at is null) = ${status === "pending"}), '[]'::json) as flags,
          d.action as decision_action, d.by_name as decision_by, d.at as decision_at, d.reason as decision_reason
        from forum_posts p
        join forum_topics t on t.id = p.topic_id
        join forum_categories c on c.id = t.category_id
        left join persons a on a.id = p.author_person_id
        left join lateral (
          select l.action, l.at, l.reason, ${personName("m")} as by_name
          from forum_moderation_log l left join persons m on m.id = l.person_id
          where l.post_id = p.id and l.undone_at is null and l.action in ('approve', 'hide')
          order by l.at desc, l.id desc limit 1
        ) d on true
        where p.deleted_at is null and t.deleted_at is null and ${where}
        order by ${status === "pending" ? sql`p.created_at asc` : sql`coalesce(d.at, p.created_at) desc`}, p.id
        limit 200`,
  );
  return rows.map((r) => ({
    postId: num(r.id),
    topicId: num(r.topic_id),
    topicTitle: String(r.topic_title),
    categoryTitle: String(r.category_title),
    authorName: String(r.author_name),
    bodyHtml: String(r.body_html),
    createdAt: iso(r.created_at),
    state: r.state as ReviewRow["state"],
    opening: bool(r.opening),
    flags: ((typeof r.flags === "string" ? JSON.parse(r.flags) : r.flags) as ReviewRow["flags"]).map((f) => ({
      ...f,
      at: iso(f.at),
    })),
    decision:
      r.decision_action === null || r.decision_action === undefined
        ? null
        : {
            action: r.decision_action as "approve" | "hide",
            by: String(r.decision_by),
            at: iso(r.decision_at),
            reason: String(r.decision_reason),
          },
  }));
}

export async function countPendingReviews(db: Db): Promise<number> {
  const [r] = await rowsOf(
    db,
    sql`select count(*)::int as n from forum_posts p join forum_topics t on t.id = p.topic_id
        where p.deleted_at is null and t.deleted_at is null and (p.state = 'held'
          or exists (select 1 from forum_flags f where f.post_id = p.id and f.resolved_at is null))`,
  );
  return num(r!.n);
}

import {
  ErrorCode,
  message,
  type TForumPost,
  type TForumPostedResponse,
  type TForumPostHistoryResponse,
  type TForumTopic,
  type ZCreateForumTopicRequest,
  type ZFlagForumPostRequest,
  type ZForumReplyRequest,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../engine/search/search.repository.js";
import {
  AppError,
  fieldDetail,
  fieldError,
  forbidden,
  invalidFields,
  notFound,
} from "../../lib/app-error.js";
import type { Mailer } from "../../platform/outbox/mailer.js";
import { plainText } from "../../platform/rich-text/rich-text.sanitize.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { notifyMentions } from "./forum-mentions.service.js";
import { readSettings } from "./forum-moderation.repository.js";
import {
  countApprovedPosts,
  countPendingFlags,
  findEdits,
  findPost,
  followersToTell,
  insertFlag,
  insertPost,
  setPostState,
  updateBody,
} from "./forum-posts.repository.js";
import { refreshTopicStats } from "./forum-stats.repository.js";
import { canModerate, neverHeld } from "./forum.policy.js";
import { isAsker, presentPost, presentTopic } from "./forum.presenter.js";
import { findCategories, findTopic, isFollowing, setFollowing } from "./forum.repository.js";
import { quoteBlock, storableBody } from "./forum.sanitize.js";
import { noSuchTopic } from "./forum.service.js";

/** now: the request's instant; mailer and publicUrl: the followers' mail. */
export type PostingDeps = { now: Date; mailer: Mailer; publicUrl: string };

export const noSuchPost = () => notFound("error_forum_no_such_post");
const locked = () => new AppError(409, ErrorCode.Conflict, message("error_forum_topic_locked"));

/** A person's first posts wait for a moderator (holdFirstPosts); staff are never held. */
async function holds(db: Db, actor: Actor): Promise<boolean> {
  if (neverHeld(actor)) return false;
  const { holdFirstPosts } = await readSettings(db);
  return holdFirstPosts > 0 && (await countApprovedPosts(db, actor.personId)) < holdFirstPosts;
}

const searchTextOf = (title: string, bodyHtml: string) => `${title} ${plainText(bodyHtml)}`;

export async function createTopic(
  db: Db,
  actor: Actor,
  body: z.output<typeof ZCreateForumTopicRequest>,
  deps: PostingDeps,
): Promise<TForumPostedResponse> {
  const [category] = await findCategories(db, actor, body.categoryId);
  if (!category) throw notFound("error_forum_no_such_category");
  const bodyHtml = storableBody(body.bodyHtml);
  const held = await holds(db, actor);
  const at = deps.now.toISOString();
  const [topic] = await rowsOf(
    db,
    sql`insert into forum_topics
        (category_id, title, author_person_id, state, last_activity_at, last_person_id, search_text, created_at)
      values (${body.categoryId}, ${body.title}, ${actor.personId}, ${held ? "held" : "visible"}, ${at}::timestamptz,
        ${actor.personId}, ${searchTextOf(body.title, bodyHtml)}, ${at}::timestamptz)
      returning id`,
  );
  const topicId = Number(topic!.id);
  const postId = await insertPost(
    db,
    { topicId, opening: true, authorPersonId: actor.personId, bodyHtml, state: held ? "held" : "visible" },
    deps.now,
  );
  await setFollowing(db, topicId, actor.personId, true);
  await refreshTopicStats(db, topicId);
  if (!held) await notifyMentions(db, deps, postId);
  return { topicId, postId, held };
}

/**
 * Mails the topic's followers (not the author) about a reply everyone can now see; those it
 * mentions have had their own mail (notifyMentions runs first).
 */
export async function tellFollowers(db: Db, deps: PostingDeps, topicId: number, postId: number) {
  const [row] = await rowsOf(
    db,
    sql`select t.title, p.author_person_id, p.body_html,
        coalesce(nullif(trim(a.first_name || ' ' || a.last_name), ''), 'Someone') as author
      from forum_posts p join forum_topics t on t.id = p.topic_id left join persons a on a.id = p.author_person_id
      where p.id = ${postId}`,
  );
  if (!row) return;
  const title = String(row.title).replace(/[\r\n]+/g, " ");
  const link = `${deps.publicUrl}/app/forumconvo/${topicId}`;
  const words = plainText(String(row.body_html));
  for (const f of await followersToTell(db, topicId, postId, Number(row.author_person_id ?? 0)))
    await deps.mailer.send(db, {
      to: f.email,
      subject: `New reply in "${title}"`,
      text: `Hello ${f.name},\n\n${String(row.author)} replied to a topic you follow:\n\n${words.slice(0, 500)}${
        words.length > 500 ? "…" : ""
      }\n\nRead the conversation: ${link}\n\nYou get this mail because you follow the topic; unfollow it there to stop.\n`,
    });
}

export async function reply(
  db: Db,
  actor: Actor,
  body: z.output<typeof ZForumReplyRequest>,
  deps: PostingDeps,
): Promise<TForumPostedResponse> {
  const topic = await findTopic(db, actor, body.topicId, true);
  if (!topic) throw noSuchTopic();
  if (topic.locked && !canModerate(actor)) throw locked();
  let bodyHtml = storableBody(body.bodyHtml);
  if (body.quotePostId !== undefined) {
    const quoted = await findPost(db, actor, body.quotePostId);
    if (!quoted || quoted.topicId !== topic.id)
      throw fieldError("quotePostId", "error_forum_quote_not_in_topic");
    bodyHtml = storableBody(quoteBlock(quoted.authorName, quoted.bodyHtml) + bodyHtml);
  }
  const held = await holds(db, actor);
  const postId = await insertPost(
    db,
    {
      topicId: topic.id,
      opening: false,
      authorPersonId: actor.personId,
      bodyHtml,
      state: held ? "held" : "visible",
    },
    deps.now,
  );
  await refreshTopicStats(db, topic.id);
  if (!held && topic.state === "visible") {
    await notifyMentions(db, deps, postId);
    await tellFollowers(db, deps, topic.id, postId);
  }
  return { topicId: topic.id, postId, held };
}

/** The author changes their own post; the text it replaces joins the edit history. */
export async function editPost(
  db: Db,
  actor: Actor,
  postId: number,
  html: string,
  deps: PostingDeps,
): Promise<TForumPost> {
  const post = await findPost(db, actor, postId, true);
  if (!post) throw noSuchPost();
  if (post.authorPersonId !== actor.personId) throw forbidden();
  const topic = (await findTopic(db, actor, post.topicId, true))!;
  if (topic.locked && !canModerate(actor)) throw locked();
  const bodyHtml = storableBody(html);
  await updateBody(db, postId, bodyHtml, actor.personId, deps.now);
  if (post.opening)
    await db.execute(
      sql`update forum_topics set search_text = ${searchTextOf(topic.title, bodyHtml)} where id = ${topic.id}`,
    );
  // Someone the edit newly mentions is told; nobody is told twice about one post.
  await notifyMentions(db, deps, postId);
  return presentPost(actor, topic, (await findPost(db, actor, postId))!);
}

export async function postHistory(db: Db, actor: Actor, postId: number): Promise<TForumPostHistoryResponse> {
  if (!(await findPost(db, actor, postId))) throw noSuchPost();
  return findEdits(db, postId);
}

/** The asker or a moderator marks a visible reply of the topic as its solution (null clears it). */
export async function markSolution(
  db: Db,
  actor: Actor,
  topicId: number,
  postId: number | null,
): Promise<TForumTopic> {
  const topic = await findTopic(db, actor, topicId, true);
  if (!topic) throw noSuchTopic();
  if (!isAsker(actor, topic) && !canModerate(actor)) throw forbidden();
  if (postId !== null) {
    const post = await findPost(db, actor, postId);
    if (!post || post.topicId !== topicId || post.opening || post.state !== "visible")
      throw fieldError("postId", "error_forum_not_a_reply");
  }
  await db.execute(sql`update forum_topics set solution_post_id = ${postId} where id = ${topicId}`);
  const saved = (await findTopic(db, actor, topicId))!;
  return presentTopic(actor, saved, await isFollowing(db, topicId, actor.personId));
}

export async function follow(db: Db, actor: Actor, topicId: number, following: boolean) {
  if (!(await findTopic(db, actor, topicId))) throw noSuchTopic();
  await setFollowing(db, topicId, actor.personId, following);
  return { following };
}

/** One flag per person and post; enough distinct flags hide a visible post until a moderator reviews it. */
export async function flag(
  db: Db,
  actor: Actor,
  body: z.output<typeof ZFlagForumPostRequest>,
  now: Date,
): Promise<{ hidden: boolean }> {
  const post = await findPost(db, actor, body.postId, true);
  if (!post) throw noSuchPost();
  // Flags are readers' warnings about others' posts; an author edits or asks a moderator instead.
  if (post.authorPersonId === actor.personId)
    throw invalidFields(
      [fieldDetail("postId", message("error_forum_own_post_flag"))],
      409,
      ErrorCode.Conflict,
    );
  const added = await insertFlag(db, { ...body, personId: actor.personId }, now);
  if (!added) throw new AppError(409, ErrorCode.Conflict, message("error_forum_already_flagged"));
  const { flagThreshold } = await readSettings(db);
  if (post.state !== "visible" || (await countPendingFlags(db, post.id)) < flagThreshold)
    return { hidden: false };
  await setPostState(db, post.id, "hidden");
  await refreshTopicStats(db, post.topicId);
  return { hidden: true };
}

import {
  ErrorCode,
  message,
  type TForumAction,
  type TForumLogEntry,
  type TForumReviewItem,
  type ZModerateForumRequest,
} from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, fieldError, notFound } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import {
  findLogEntry,
  findReviewItems,
  insertLog,
  listLog,
  markUndone,
  reopenFlags,
  resolveFlags,
  type Previous,
} from "./forum-moderation.repository.js";
import { notifyMentions } from "./forum-mentions.service.js";
import { findPost, setPostState } from "./forum-posts.repository.js";
import { noSuchPost, tellFollowers, type PostingDeps } from "./forum-posting.service.js";
import { refreshTopicStats } from "./forum-stats.repository.js";
import { presentLogEntry, presentReviewItem, undoable } from "./forum.presenter.js";
import { findCategories, findTopic } from "./forum.repository.js";
import { noSuchTopic } from "./forum.service.js";

type Moderation = z.output<typeof ZModerateForumRequest>;

const POST_ACTIONS: TForumAction[] = ["approve", "hide", "delete"];
type ConflictKey =
  "error_forum_nothing_to_approve" | "error_forum_already_undone" | "error_forum_undo_too_late";
const conflict = (key: ConflictKey) => new AppError(409, ErrorCode.Conflict, message(key));

export async function reviewQueue(db: Db, status: "pending" | "resolved"): Promise<TForumReviewItem[]> {
  return (await findReviewItems(db, status)).map((r) => presentReviewItem(r, status));
}

export async function moderationLog(db: Db, now: Date): Promise<TForumLogEntry[]> {
  return (await listLog(db)).map((l) => presentLogEntry(l, now));
}

const needs = (field: string, action: TForumAction) =>
  fieldError(field, "error_forum_action_needs", { action });

/** approve, hide or delete a post; the previous state is logged so the action can be undone. */
async function moderatePost(db: Db, actor: Actor, body: Moderation, deps: PostingDeps) {
  if (body.postId === undefined) throw needs("postId", body.action);
  const post = await findPost(db, actor, body.postId, true);
  if (!post) throw noSuchPost();
  const topic = (await findTopic(db, actor, post.topicId, true))!;
  const previous: Previous = { state: post.state };
  const pendingFlags = async () => resolveFlags(db, post.id, deps.now);
  if (body.action === "approve") {
    previous.flagIds = await pendingFlags();
    if (post.state === "visible" && !previous.flagIds.length)
      throw conflict("error_forum_nothing_to_approve");
    await setPostState(db, post.id, "visible");
  } else if (body.action === "hide") {
    previous.flagIds = await pendingFlags();
    await setPostState(db, post.id, "hidden");
  } else {
    previous.flagIds = await pendingFlags();
    previous.postDeletedAt = null;
    previous.solutionPostId = topic.solutionPostId;
    const at = deps.now.toISOString();
    await db.execute(sql`update forum_posts set deleted_at = ${at}::timestamptz where id = ${post.id}`);
    if (post.opening) {
      previous.topicDeletedAt = null;
      await db.execute(sql`update forum_topics set deleted_at = ${at}::timestamptz where id = ${topic.id}`);
    }
    if (topic.solutionPostId === post.id)
      await db.execute(sql`update forum_topics set solution_post_id = null where id = ${topic.id}`);
  }
  await refreshTopicStats(db, topic.id);
  // A post others now see tells whom it mentions (once per post and person), and a held reply
  // reaches the followers as any new reply does.
  if (body.action === "approve") await notifyMentions(db, deps, post.id);
  if (body.action === "approve" && post.state === "held" && !post.opening && topic.state === "visible")
    await tellFollowers(db, deps, topic.id, post.id);
  return { topicId: topic.id, postId: post.id, previous };
}

/** lock, unlock, pin, unpin or move a topic. */
async function moderateTopic(db: Db, actor: Actor, body: Moderation) {
  if (body.topicId === undefined) throw needs("topicId", body.action);
  const topic = await findTopic(db, actor, body.topicId, true);
  if (!topic) throw noSuchTopic();
  let previous: Previous;
  let change;
  if (body.action === "lock" || body.action === "unlock") {
    previous = { locked: topic.locked };
    change = sql`locked = ${body.action === "lock"}`;
  } else if (body.action === "pin" || body.action === "unpin") {
    previous = { pinned: topic.pinned };
    change = sql`pinned = ${body.action === "pin"}`;
  } else {
    if (body.categoryId === undefined) throw needs("categoryId", body.action);
    const [target] = await findCategories(db, actor, body.categoryId);
    if (!target) throw notFound("error_forum_no_such_category");
    previous = { categoryId: topic.categoryId };
    change = sql`category_id = ${target.id}`;
  }
  await db.execute(sql`update forum_topics set ${change} where id = ${topic.id}`);
  return { topicId: topic.id, postId: null, previous };
}

export async function moderate(db: Db, actor: Actor, body: Moderation, deps: PostingDeps) {
  const done = POST_ACTIONS.includes(body.action)
    ? await moderatePost(db, actor, body, deps)
    : await moderateTopic(db, actor, body);
  const actionId = await insertLog(
    db,
    { action: body.action, personId: actor.personId, reason: body.reason, ...done },
    deps.now,
  );
  return { actionId };
}

/** Puts back what a logged action changed (within 24 h, once, nothing later depending on it). */
export async function undo(db: Db, actor: Actor, actionId: number, now: Date) {
  const entry = await findLogEntry(db, actionId);
  if (!entry) throw notFound("error_forum_no_such_action");
  if (entry.undoneAt !== null) throw conflict("error_forum_already_undone");
  if (!undoable(entry, now)) throw conflict("error_forum_undo_too_late");
  if (!(await markUndone(db, actionId, actor.personId, now))) throw conflict("error_forum_already_undone");
  const p = entry.previous;
  if (entry.postId !== null) {
    if (p.state) await setPostState(db, entry.postId, p.state);
    if (p.postDeletedAt !== undefined)
      await db.execute(sql`update forum_posts set deleted_at = null where id = ${entry.postId}`);
    if (p.topicDeletedAt !== undefined)
      await db.execute(sql`update forum_topics set deleted_at = null where id = ${entry.topicId}`);
    if (p.solutionPostId !== undefined && p.solutionPostId !== null)
      await db.execute(
        sql`update forum_topics set solution_post_id = ${p.solutionPostId}
            where id = ${entry.topicId} and solution_post_id is null`,
      );
    await reopenFlags(db, p.flagIds ?? []);
  } else {
    const change =
      p.locked !== undefined
        ? sql`locked = ${p.locked}`
        : p.pinned !== undefined
          ? sql`pinned = ${p.pinned}`
          : sql`category_id = ${p.categoryId!}`;
    await db.execute(sql`update forum_topics set ${change} where id = ${entry.topicId}`);
  }
  await refreshTopicStats(db, entry.topicId);
  return { actionId };
}

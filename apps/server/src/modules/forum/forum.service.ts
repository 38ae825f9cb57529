import type {
  TForumCategoriesResponse,
  TForumCategory,
  TForumSimilarResponse,
  TForumTopicResponse,
  TForumTopicsResponse,
  ZForumTopicsQuery,
  ZSaveForumCategoryRequest,
} from "@fsm/contracts";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { findSimilar } from "../../platform/similar/similar-content.js";
import { findParticipants } from "./forum-mentions.repository.js";
import { countPendingReviews } from "./forum-moderation.repository.js";
import { countVisiblePosts, findPostsPage } from "./forum-posts.repository.js";
import { canModerate } from "./forum.policy.js";
import { presentCategory, presentPost, presentTopic, presentTopicSummary } from "./forum.presenter.js";
import {
  allCategoryIds,
  findCategories,
  findSimilarTopics,
  findTopic,
  findTopicsPage,
  isFollowing,
} from "./forum.repository.js";
import { forumCategories } from "./forum.table.js";

export const POSTS_PER_PAGE = 20;

export const noSuchCategory = () => notFound("error_forum_no_such_category");
export const noSuchTopic = () => notFound("error_forum_no_such_topic");

export async function listCategories(db: Db, actor: Actor): Promise<TForumCategoriesResponse> {
  const moderator = canModerate(actor);
  return {
    categories: (await findCategories(db, actor)).map(presentCategory),
    canModerate: moderator,
    pendingReviews: moderator ? await countPendingReviews(db) : 0,
  };
}

/** Creates a category at the end of the order, or changes one (moderators). */
export async function saveCategory(
  db: Db,
  actor: Actor,
  body: z.output<typeof ZSaveForumCategoryRequest>,
): Promise<TForumCategory> {
  const values = {
    title: body.title,
    description: body.description,
    audienceAll: body.audience.all,
    audienceCompanies: body.audience.all ? [] : [...new Set(body.audience.companyIds)],
  };
  let id = body.id;
  if (body.id === undefined) {
    const [{ next }] = (await db
      .select({ next: sql<number>`coalesce(max(${forumCategories.position}), 0) + 1`.mapWith(Number) })
      .from(forumCategories)) as [{ next: number }];
    const [created] = await db
      .insert(forumCategories)
      .values({ ...values, position: next })
      .returning({ id: forumCategories.id });
    id = created!.id;
  } else {
    const saved = await db
      .update(forumCategories)
      .set(values)
      .where(eq(forumCategories.id, body.id))
      .returning({ id: forumCategories.id });
    if (!saved.length) throw noSuchCategory();
  }
  return presentCategory((await findCategories(db, actor, id))[0]!);
}

/** The categories' new order: the ids of every category, each once. */
export async function orderCategories(
  db: Db,
  actor: Actor,
  ids: number[],
): Promise<TForumCategoriesResponse> {
  const all = await allCategoryIds(db);
  const same =
    ids.length === all.length && new Set(ids).size === ids.length && ids.every((id) => all.includes(id));
  if (!same) throw fieldError("ids", "error_forum_category_order");
  for (const [i, id] of ids.entries())
    await db
      .update(forumCategories)
      .set({ position: i + 1 })
      .where(eq(forumCategories.id, id));
  return listCategories(db, actor);
}

export async function listTopics(
  db: Db,
  actor: Actor,
  q: z.output<typeof ZForumTopicsQuery>,
): Promise<TForumTopicsResponse> {
  let category = null;
  if (q.category !== undefined) {
    const [found] = await findCategories(db, actor, q.category);
    if (!found) throw noSuchCategory();
    category = presentCategory(found);
  }
  const rows = await findTopicsPage(
    db,
    actor,
    {
      categoryId: q.category,
      search: q.search || undefined,
      solved: q.filter === "all" ? undefined : q.filter === "solved",
    },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return {
    category,
    items: rows.map(presentTopicSummary),
    total: rows[0]?.total ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Topics and blog posts like the title being typed: any of its words, best match first. */
export async function similar(
  db: Db,
  actor: Actor,
  title: string,
  now: Date,
): Promise<TForumSimilarResponse> {
  const [topics, posts] = await Promise.all([
    findSimilarTopics(db, actor, title),
    findSimilar("blogPosts", db, actor, title, now),
  ]);
  return { topics, posts };
}

/** A topic and one page of the posts the caller may see. */
export async function readTopic(
  db: Db,
  actor: Actor,
  id: number,
  page: number,
): Promise<TForumTopicResponse> {
  const topic = await findTopic(db, actor, id);
  if (!topic) throw noSuchTopic();
  const { posts, total } = await findPostsPage(db, actor, id, POSTS_PER_PAGE, (page - 1) * POSTS_PER_PAGE);
  return {
    topic: presentTopic(actor, topic, await isFollowing(db, id, actor.personId)),
    posts: posts.map((p) => presentPost(actor, topic, p)),
    participants: await findParticipants(db, id, actor.personId),
    // A page past the end has no rows to carry the count.
    total: total ?? (await countVisiblePosts(db, actor, id)),
    page,
    pageSize: POSTS_PER_PAGE,
  };
}

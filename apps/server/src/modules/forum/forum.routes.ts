import {
  ForumPath,
  ZConvertForumTopicRequest,
  ZConvertForumTopicResponse,
  ZCreateForumTopicRequest,
  ZEditForumPostRequest,
  ZFlagForumPostRequest,
  ZFollowForumTopicRequest,
  ZForumCategoriesResponse,
  ZForumCategory,
  ZForumFlagResponse,
  ZForumFollowResponse,
  ZForumIdQuery,
  ZForumLogResponse,
  ZForumPost,
  ZForumPostedResponse,
  ZForumPostHistoryResponse,
  ZForumPreviewRequest,
  ZForumPreviewResponse,
  ZForumReplyRequest,
  ZForumReviewQuery,
  ZForumReviewResponse,
  ZForumSettings,
  ZForumSimilarQuery,
  ZForumSimilarResponse,
  ZForumTopic,
  ZForumTopicQuery,
  ZForumTopicResponse,
  ZForumTopicsQuery,
  ZForumTopicsResponse,
  ZForumUndoRequest,
  ZMarkForumSolutionRequest,
  ZModerateForumRequest,
  ZModerateForumResponse,
  ZOrderForumCategoriesRequest,
  ZSaveForumCategoryRequest,
} from "@fsm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { readSettings, writeSettings } from "./forum-moderation.repository.js";
import { convertTopic } from "./forum-convert.service.js";
import { moderate, moderationLog, reviewQueue, undo } from "./forum-moderation.service.js";
import {
  createTopic,
  editPost,
  flag,
  follow,
  markSolution,
  postHistory,
  reply,
} from "./forum-posting.service.js";
import { canConvert, canModerate, canUseForum } from "./forum.policy.js";
import { sanitizeForumHtml } from "./forum.sanitize.js";
import {
  listCategories,
  listTopics,
  orderCategories,
  readTopic,
  saveCategory,
  similar,
} from "./forum.service.js";

/** now: the clock of the undo window and of new posts (tests move it). */
export type ForumOptions = { now?: () => Date };

const tags = ["forum"];
const use = allow(canUseForum);
const moderators = allow(canModerate);
const errors = errorResponses(400, 401, 403, 404);
/** Posting and flagging: 409 (locked topic, second flag) and 429 (the per-person rate limits). */
const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);
const conflictErrors = errorResponses(400, 401, 403, 404, 409);

export const forumRoutes: FastifyPluginAsync<ForumOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const deps = () => ({ now: now(), mailer: app.mailer, publicUrl: app.appConfig.publicUrl });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.categories,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The categories the caller may see, in order, with counts and the latest activity",
      response: { 200: ZForumCategoriesResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor }) => listCategories(db, actor),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.saveCategory,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Creates (no id) or changes a category (moderators)",
      body: ZSaveForumCategoryRequest,
      response: { 200: ZForumCategory, ...errors },
    },
    policy: moderators,
    handler: ({ db, actor, input }) => saveCategory(db, actor, input.body),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.orderCategories,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "The categories' new order, every category once (moderators)",
      body: ZOrderForumCategoriesRequest,
      response: { 200: ZForumCategoriesResponse, ...errors },
    },
    policy: moderators,
    handler: ({ db, actor, input }) => orderCategories(db, actor, input.body.ids),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.topics,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Topics (pinned first, then latest activity), of a category or searched across all",
      querystring: ZForumTopicsQuery,
      response: { 200: ZForumTopicsResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => listTopics(db, actor, input.query),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.similar,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Up to 5 topics and 5 blog posts like a title being typed",
      querystring: ZForumSimilarQuery,
      response: { 200: ZForumSimilarResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => similar(db, actor, input.query.title, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.topic,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A topic and one page of its posts, the opening post first",
      querystring: ZForumTopicQuery,
      response: { 200: ZForumTopicResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => readTopic(db, actor, input.query.id, input.query.page),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.createTopic,
    auth: "required",
    tx: "write",
    config: { rateLimitPerson: ["forumPost"] },
    schema: {
      tags,
      summary: "A new topic with its opening post (sanitised; a new poster's may be held for review)",
      body: ZCreateForumTopicRequest,
      response: { 200: ZForumPostedResponse, ...writeErrors },
    },
    policy: use,
    handler: ({ db, actor, input }) => createTopic(db, actor, input.body, deps()),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.reply,
    auth: "required",
    tx: "write",
    config: { rateLimitPerson: ["forumPost"] },
    schema: {
      tags,
      summary: "A reply, optionally quoting a post (409 on a locked topic); followers are mailed",
      body: ZForumReplyRequest,
      response: { 200: ZForumPostedResponse, ...writeErrors },
    },
    policy: use,
    handler: ({ db, actor, input }) => reply(db, actor, input.body, deps()),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.editPost,
    auth: "required",
    tx: "write",
    config: { rateLimitPerson: ["forumPost"] },
    schema: {
      tags,
      summary: "The author changes their own post; the previous text joins its edit history",
      body: ZEditForumPostRequest,
      response: { 200: ZForumPost, ...writeErrors },
    },
    policy: use,
    handler: ({ db, actor, input }) => editPost(db, actor, input.body.postId, input.body.bodyHtml, deps()),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.postHistory,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A post's earlier texts, newest first",
      querystring: ZForumIdQuery,
      response: { 200: ZForumPostHistoryResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => postHistory(db, actor, input.query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.markSolution,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "The asker or a moderator marks a reply as the solution (null clears it)",
      body: ZMarkForumSolutionRequest,
      response: { 200: ZForumTopic, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => markSolution(db, actor, input.body.topicId, input.body.postId),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.follow,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Follows or unfollows a topic (new replies in the feed and by mail)",
      body: ZFollowForumTopicRequest,
      response: { 200: ZForumFollowResponse, ...errors },
    },
    policy: use,
    handler: ({ db, actor, input }) => follow(db, actor, input.body.topicId, input.body.following),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.flag,
    auth: "required",
    tx: "write",
    config: { rateLimitPerson: ["forumFlag"] },
    schema: {
      tags,
      summary: "Flags another's post once per person (409 on one's own); enough flags hide it until reviewed",
      body: ZFlagForumPostRequest,
      response: { 200: ZForumFlagResponse, ...writeErrors },
    },
    policy: use,
    handler: ({ db, actor, input }) => flag(db, actor, input.body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.preview,
    auth: "required",
    tx: "none", // sanitising only: no database
    schema: {
      tags,
      summary: "The text exactly as it would be stored and shown (sanitised)",
      body: ZForumPreviewRequest,
      response: { 200: ZForumPreviewResponse, ...errors },
    },
    policy: use,
    handler: ({ input }) => ({ bodyHtml: sanitizeForumHtml(input.body.bodyHtml) }),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.reviewQueue,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Held and flagged posts with the actions each allows (moderators)",
      querystring: ZForumReviewQuery,
      response: { 200: ZForumReviewResponse, ...errors },
    },
    policy: moderators,
    handler: ({ db, input }) => reviewQueue(db, input.query.status),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.moderate,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "One moderation action, logged with the state it replaced (undoable for 24 h)",
      body: ZModerateForumRequest,
      response: { 200: ZModerateForumResponse, ...conflictErrors },
    },
    policy: moderators,
    handler: ({ db, actor, input }) => moderate(db, actor, input.body, deps()),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.moderationLog,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The moderation log, newest first (moderators)",
      response: { 200: ZForumLogResponse, ...errors },
    },
    policy: moderators,
    handler: ({ db }) => moderationLog(db, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.undo,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Undoes a logged action (within 24 h, once; 409 otherwise)",
      body: ZForumUndoRequest,
      response: { 200: ZModerateForumResponse, ...conflictErrors },
    },
    policy: moderators,
    handler: ({ db, actor, input }) => undo(db, actor, input.body.actionId, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: ForumPath.settings,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The moderation settings (moderators)",
      response: { 200: ZForumSettings, ...errors },
    },
    policy: moderators,
    handler: ({ db }) => readSettings(db),
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.settings,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Saves the moderation settings (moderators)",
      body: ZForumSettings,
      response: { 200: ZForumSettings, ...errors },
    },
    policy: moderators,
    handler: async ({ db, input }) => {
      await writeSettings(db, input.body);
      return readSettings(db);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: ForumPath.convert,
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Staff turn a topic into a service request of its author's company, linked both ways",
      body: ZConvertForumTopicRequest,
      response: { 200: ZConvertForumTopicResponse, ...conflictErrors },
    },
    policy: allow(canConvert),
    handler: ({ db, actor, input }) => convertTopic(db, actor, input.body.topicId, deps()),
  });
};

import {
  BlogPath,
  ZBlogAudienceChoices,
  ZBlogDraft,
  ZBlogIdQuery,
  ZBlogIdRequest,
  ZBlogImageParams,
  ZBlogManageResponse,
  ZBlogPostsQuery,
  ZBlogPostsResponse,
  ZBlogPostView,
  ZBlogVersionsResponse,
  ZPublishBlogRequest,
  ZRestoreBlogVersionRequest,
  ZSaveBlogDraftRequest,
} from "@fsm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { errorResponses } from "../../lib/error-responses.js";
import { allow, defineRoute } from "../../plugins/route-definition.js";
import { sendStoredFile } from "../../platform/files/files.presenter.js";
import { canReadBlog, canWriteBlog } from "./blog.policy.js";
import { findAudienceChoices } from "./blog.repository.js";
import {
  listPosts,
  listVersions,
  manageList,
  previewPost,
  publishPost,
  readDraft,
  readImage,
  readPost,
  restoreVersion,
  saveDraft,
  unpublishPost,
} from "./blog.service.js";

/** now: the clock publish scheduling compares with (tests move it). */
export type BlogOptions = { now?: () => Date };

const tags = ["blog"];
const read = allow(canReadBlog);
const write = allow(canWriteBlog);
const errors = errorResponses(400, 401, 403, 404);
/** Writes are limited per person (DEFAULT_RATE_LIMITS blogDraft, blogPublish). */
const writeErrors = errorResponses(400, 401, 403, 404, 429);

export const blogRoutes: FastifyPluginAsync<BlogOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  defineRoute(app, {
    method: "GET",
    url: BlogPath.posts,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Published posts the caller may read, newest first (search, tag, page)",
      querystring: ZBlogPostsQuery,
      response: { 200: ZBlogPostsResponse, ...errors },
    },
    policy: read,
    handler: ({ db, actor, input }) => listPosts(db, actor, input.query, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.post,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "One published post with its previous and next posts",
      querystring: ZBlogIdQuery,
      response: { 200: ZBlogPostView, ...errors },
    },
    policy: read,
    handler: ({ db, actor, input }) => readPost(db, actor, input.query.id, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.image,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "An image a post the caller may read shows (editors: any post's, and their own uploads)",
      params: ZBlogImageParams,
      response: errors,
    },
    policy: ({ actor }) => (canWriteBlog(actor) ? undefined : read({ actor })),
    handler: ({ db, actor, input }) => readImage(db, actor, input.params.fileId, now()),
    present: (file, { reply }) => sendStoredFile(reply, file, "private, max-age=300"),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.manage,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "Every post with its state (editors)",
      response: { 200: ZBlogManageResponse, ...errors },
    },
    policy: write,
    handler: ({ db }) => manageList(db, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.audiences,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The roles and companies a post's audience may name (editors)",
      response: { 200: ZBlogAudienceChoices, ...errors },
    },
    policy: write,
    handler: ({ db }) => findAudienceChoices(db),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.draft,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A post's working copy (editors)",
      querystring: ZBlogIdQuery,
      response: { 200: ZBlogDraft, ...writeErrors },
    },
    policy: write,
    handler: ({ db, input }) => readDraft(db, input.query.id, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.preview,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "The working copy as readers would see it (editors)",
      querystring: ZBlogIdQuery,
      response: { 200: ZBlogPostView, ...errors },
    },
    policy: write,
    handler: ({ db, actor, input }) => previewPost(db, actor, input.query.id, now()),
  });

  defineRoute(app, {
    method: "GET",
    url: BlogPath.versions,
    auth: "required",
    tx: "read",
    schema: {
      tags,
      summary: "A post's published versions, newest first (editors)",
      querystring: ZBlogIdQuery,
      response: { 200: ZBlogVersionsResponse, ...errors },
    },
    policy: write,
    handler: ({ db, input }) => listVersions(db, input.query.id),
  });

  defineRoute(app, {
    method: "POST",
    url: BlogPath.saveDraft,
    config: { rateLimitPerson: ["blogDraft"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Creates a post or saves its working copy (sanitised; 409 when someone saved since)",
      body: ZSaveBlogDraftRequest,
      response: { 200: ZBlogDraft, ...writeErrors, ...errorResponses(409) },
    },
    policy: write,
    handler: ({ db, actor, input }) => saveDraft(db, actor, input.body, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: BlogPath.publish,
    config: { rateLimitPerson: ["blogPublish"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Publishes the working copy as a new version, now or at publishAt",
      body: ZPublishBlogRequest,
      response: { 200: ZBlogDraft, ...writeErrors },
    },
    policy: write,
    handler: ({ db, actor, input }) => publishPost(db, actor, input.body.id, input.body.publishAt, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: BlogPath.unpublish,
    config: { rateLimitPerson: ["blogPublish"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Takes a post off the blog (its versions stay)",
      body: ZBlogIdRequest,
      response: { 200: ZBlogDraft, ...writeErrors },
    },
    policy: write,
    handler: ({ db, input }) => unpublishPost(db, input.body.id, now()),
  });

  defineRoute(app, {
    method: "POST",
    url: BlogPath.restore,
    config: { rateLimitPerson: ["blogPublish"] },
    auth: "required",
    tx: "write",
    schema: {
      tags,
      summary: "Makes a published version's content the working copy (no history is lost)",
      body: ZRestoreBlogVersionRequest,
      response: { 200: ZBlogDraft, ...writeErrors },
    },
    policy: write,
    handler: ({ db, actor, input }) => restoreVersion(db, actor, input.body.id, input.body.versionId, now()),
  });
};

import type {
  TBlogDraft,
  TBlogManageResponse,
  TBlogPostsResponse,
  TBlogPostView,
  TBlogVersion,
  ZBlogPostsQuery,
  ZSaveBlogDraftRequest,
} from "@fsm/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError, fieldError, notFound } from "../../lib/app-error.js";
import { ErrorCode, message } from "@fsm/contracts";
import type { Actor } from "../../platform/sessions/actor.js";
import { canWriteBlog } from "./blog.policy.js";
import {
  draftAsShown,
  presentDraft,
  presentSummary,
  presentVersion,
  presentView,
  statusOf,
  unpublishedChanges,
} from "./blog.presenter.js";
import {
  findNeighbour,
  findPost,
  findPostImage,
  findPublishedPage,
  findTagCounts,
  findVersion,
  findVersions,
  linkImages,
  listAllPosts,
  listFilter,
  nextVersionNumber,
  slugTaken,
  usableImages,
  visibleTo,
} from "./blog.repository.js";
import { findSimilar } from "../../platform/similar/similar-content.js";
import { imageFileIds, sanitizePostHtml } from "./blog.sanitize.js";
import { blogPosts, blogPostVersions } from "./blog.table.js";

const noSuchPost = () => notFound("error_blog_no_such_post");

/** Published posts the caller may read, newest first, one page. */
export async function listPosts(
  db: Db,
  actor: Actor,
  query: z.output<typeof ZBlogPostsQuery>,
  now: Date,
): Promise<TBlogPostsResponse> {
  const visible = visibleTo(actor, now);
  const where = and(visible, ...listFilter(query.search, query.tag))!;
  const rows = await findPublishedPage(db, where, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => presentSummary(r, now)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    tags: await findTagCounts(db, visible),
    canWrite: canWriteBlog(actor),
  };
}

/** One published post the caller may read, with its neighbours in the list's order. */
export async function readPost(db: Db, actor: Actor, id: number, now: Date): Promise<TBlogPostView> {
  const visible = visibleTo(actor, now);
  const [row] = await findPublishedPage(db, and(visible, eq(blogPosts.id, id))!, 1, 0);
  if (!row || !row.publishAt) throw noSuchPost();
  return presentView(
    row,
    {
      status: "published",
      version: row.version,
      previous: await findNeighbour(db, visible, row.publishAt, row.id, "older"),
      next: await findNeighbour(db, visible, row.publishAt, row.id, "newer"),
      related: await relatedTopics(db, actor, row.title, row.tags, now),
      canWrite: canWriteBlog(actor),
    },
    now,
  );
}

/** Forum topics on the post's subject (its title and tags) the caller may open; none without forum access. */
const relatedTopics = (db: Db, actor: Actor, title: string, tags: string[], now: Date) =>
  findSimilar("forumTopics", db, actor, [title, ...tags].join(" "), now);

/** The working copy rendered as readers would get it (blogpreview). */
export async function previewPost(db: Db, actor: Actor, id: number, now: Date): Promise<TBlogPostView> {
  const found = await findPost(db, id);
  if (!found) throw noSuchPost();
  const version = found.post.publishedVersionId
    ? ((await findVersions(db, id))[0]?.version.version ?? null)
    : null;
  return presentView(
    draftAsShown(found.post, found.authorName),
    {
      status: statusOf(found.post, now),
      version,
      previous: null,
      next: null,
      related: await relatedTopics(db, actor, found.post.draftTitle, found.post.draftTags, now),
      canWrite: true,
    },
    now,
  );
}

export async function manageList(db: Db, now: Date): Promise<TBlogManageResponse> {
  const rows = await listAllPosts(db);
  return rows.map(({ post }) => ({
    id: post.id,
    title: post.draftTitle,
    status: statusOf(post, now),
    publishAt: post.publishAt?.toISOString() ?? null,
    draftUpdatedAt: post.draftUpdatedAt.toISOString(),
    unpublishedChanges: unpublishedChanges(post),
  }));
}

export async function readDraft(db: Db, id: number, now: Date): Promise<TBlogDraft> {
  const found = await findPost(db, id);
  if (!found) throw noSuchPost();
  return presentDraft(found.post, now);
}

const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80) || "post";

async function freeSlug(db: Db, title: string, id: number): Promise<string> {
  const base = slugify(title);
  return (await slugTaken(db, base, id)) ? `${base}-${id}` : base;
}

const uniqueTags = (tags: string[]) => {
  const seen = new Map<string, string>();
  for (const t of tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()];
};

/**
 * Creates a post or overwrites its working copy (autosave). Published versions are never touched.
 * The body is sanitised here, before it is stored; images stay only when they are the caller's
 * uploads or already the post's.
 */
export async function saveDraft(
  db: Db,
  actor: Actor,
  body: z.output<typeof ZSaveBlogDraftRequest>,
  now: Date,
): Promise<TBlogDraft> {
  let id = body.id;
  if (id === undefined) {
    const [created] = await db
      .insert(blogPosts)
      .values({ slug: `new-${crypto.randomUUID()}`, draftTitle: "", authorPersonId: actor.personId })
      .returning({ id: blogPosts.id });
    id = created!.id;
  }
  const found = await findPost(db, id, true);
  if (!found) throw noSuchPost();
  const post = found.post;
  if (body.id !== undefined && body.draftRevision !== undefined && body.draftRevision !== post.draftRevision)
    throw new AppError(409, ErrorCode.Conflict, message("error_blog_stale_draft"));

  const wanted = [
    ...imageFileIds(sanitizePostHtml(body.bodyHtml)),
    ...(body.coverFileId ? [body.coverFileId] : []),
  ];
  const usable = await usableImages(db, actor, id, wanted);
  if (body.coverFileId && !usable.has(body.coverFileId))
    throw fieldError("coverFileId", "error_blog_not_an_image");
  const bodyHtml = sanitizePostHtml(body.bodyHtml, (fileId) => usable.has(fileId));
  await linkImages(db, id, [...usable]);

  const [saved] = await db
    .update(blogPosts)
    .set({
      ...(post.publishedVersionId === null ? { slug: await freeSlug(db, body.title, id) } : {}),
      draftTitle: body.title,
      draftExcerpt: body.excerpt,
      draftCoverFileId: body.coverFileId,
      draftTags: uniqueTags(body.tags),
      draftBodyHtml: bodyHtml,
      draftAudienceAll: body.audience.all,
      draftAudienceRoles: body.audience.all ? [] : [...new Set(body.audience.roles)],
      draftAudienceCompanies: body.audience.all ? [] : [...new Set(body.audience.companyIds)],
      draftRevision: sql`${blogPosts.draftRevision} + 1`,
      draftUpdatedAt: now,
      draftUpdatedBy: actor.personId,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return presentDraft(saved!, now);
}

/**
 * The working copy becomes a new published version (kept for good, with who and when). Without
 * publishAt a live post keeps its date and a new one goes out now; a future publishAt schedules it.
 */
export async function publishPost(
  db: Db,
  actor: Actor,
  id: number,
  publishAt: string | undefined,
  now: Date,
): Promise<TBlogDraft> {
  const found = await findPost(db, id, true);
  if (!found) throw noSuchPost();
  const post = found.post;
  if (!post.draftTitle.trim()) throw fieldError("title", "error_blog_title_required");
  const [version] = await db
    .insert(blogPostVersions)
    .values({
      postId: id,
      version: await nextVersionNumber(db, id),
      title: post.draftTitle,
      excerpt: post.draftExcerpt,
      coverFileId: post.draftCoverFileId,
      tags: post.draftTags,
      bodyHtml: post.draftBodyHtml,
      audienceAll: post.draftAudienceAll,
      audienceRoles: post.draftAudienceRoles,
      audienceCompanies: post.draftAudienceCompanies,
      publishedBy: actor.personId,
      createdAt: now,
    })
    .returning({ id: blogPostVersions.id });
  const requested = publishAt ? new Date(publishAt) : null;
  const live = statusOf(post, now) === "published";
  const at = requested && requested > now ? requested : live && !requested ? post.publishAt! : now;
  const [saved] = await db
    .update(blogPosts)
    .set({
      status: "published",
      publishAt: at,
      publishedVersionId: version!.id,
      publishedDraftRevision: post.draftRevision,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return presentDraft(saved!, now);
}

/** Readers no longer see the post; its versions and working copy stay. */
export async function unpublishPost(db: Db, id: number, now: Date): Promise<TBlogDraft> {
  const [saved] = await db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, id)).returning();
  if (!saved) throw noSuchPost();
  return presentDraft(saved, now);
}

export async function listVersions(db: Db, id: number): Promise<TBlogVersion[]> {
  const found = await findPost(db, id);
  if (!found) throw noSuchPost();
  const rows = await findVersions(db, id);
  return rows.map((r) => presentVersion(r.version, r.publishedBy, found.post));
}

/** The version's content becomes the working copy; no version is deleted or changed. */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  id: number,
  versionId: number,
  now: Date,
): Promise<TBlogDraft> {
  const found = await findPost(db, id, true);
  if (!found) throw noSuchPost();
  const v = await findVersion(db, id, versionId);
  if (!v) throw notFound("error_blog_no_such_version");
  const [saved] = await db
    .update(blogPosts)
    .set({
      draftTitle: v.title,
      draftExcerpt: v.excerpt,
      draftCoverFileId: v.coverFileId,
      draftTags: v.tags,
      draftBodyHtml: v.bodyHtml,
      draftAudienceAll: v.audienceAll,
      draftAudienceRoles: v.audienceRoles,
      draftAudienceCompanies: v.audienceCompanies,
      draftRevision: sql`${blogPosts.draftRevision} + 1`,
      draftUpdatedAt: now,
      draftUpdatedBy: actor.personId,
    })
    .where(eq(blogPosts.id, id))
    .returning();
  return presentDraft(saved!, now);
}

/** An image of a post the caller may read; editors also their own uploads and every post's images. */
export async function readImage(db: Db, actor: Actor, fileId: string, now: Date) {
  const file = await findPostImage(db, actor, fileId, canWriteBlog(actor) ? null : visibleTo(actor, now));
  if (!file) throw notFound();
  return file;
}

import {
  blogImageUrl,
  type TBlogDraft,
  type TBlogPostSummary,
  type TBlogPostView,
  type TBlogVersion,
} from "@fsm/contracts";
import type { BlogPostRow, BlogPostVersionRow } from "./blog.table.js";
import { readingMinutes } from "./blog.sanitize.js";

export type Status = "draft" | "scheduled" | "published";

/** draft, or published with its instant still ahead (scheduled), or published. */
export const statusOf = (post: Pick<BlogPostRow, "status" | "publishAt">, now: Date): Status =>
  post.status === "draft" ? "draft" : post.publishAt && post.publishAt > now ? "scheduled" : "published";

type Shown = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  coverFileId: string | null;
  tags: string[];
  bodyHtml: string;
  authorName: string;
  publishAt: Date | null;
};

export function presentSummary(p: Shown, now: Date): TBlogPostSummary {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    coverUrl: p.coverFileId ? blogImageUrl(p.coverFileId) : null,
    tags: p.tags,
    authorName: p.authorName,
    publishedAt: (p.publishAt ?? now).toISOString(),
    readingMinutes: readingMinutes(p.bodyHtml),
  };
}

/** One presenter for blogview and blogpreview, so the preview is the post as readers get it. */
export function presentView(
  p: Shown,
  extra: Pick<TBlogPostView, "status" | "version" | "previous" | "next" | "related" | "canWrite">,
  now: Date,
): TBlogPostView {
  return { ...presentSummary(p, now), bodyHtml: p.bodyHtml, ...extra };
}

/** The working copy as a post (what blogpreview renders). */
export const draftAsShown = (post: BlogPostRow, authorName: string): Shown => ({
  id: post.id,
  slug: post.slug,
  title: post.draftTitle,
  excerpt: post.draftExcerpt,
  coverFileId: post.draftCoverFileId,
  tags: post.draftTags,
  bodyHtml: post.draftBodyHtml,
  authorName,
  publishAt: post.publishAt,
});

export const unpublishedChanges = (post: BlogPostRow): boolean =>
  post.status === "draft" || post.publishedDraftRevision !== post.draftRevision;

export function presentDraft(post: BlogPostRow, now: Date): TBlogDraft {
  return {
    id: post.id,
    slug: post.slug,
    title: post.draftTitle,
    excerpt: post.draftExcerpt,
    coverFileId: post.draftCoverFileId,
    coverUrl: post.draftCoverFileId ? blogImageUrl(post.draftCoverFileId) : null,
    tags: post.draftTags,
    bodyHtml: post.draftBodyHtml,
    audience: {
      all: post.draftAudienceAll,
      roles: post.draftAudienceRoles,
      companyIds: post.draftAudienceCompanies,
    },
    status: statusOf(post, now),
    publishAt: post.publishAt?.toISOString() ?? null,
    draftRevision: post.draftRevision,
    draftUpdatedAt: post.draftUpdatedAt.toISOString(),
    unpublishedChanges: unpublishedChanges(post),
  };
}

export function presentVersion(
  v: BlogPostVersionRow,
  publishedBy: string,
  post: Pick<BlogPostRow, "status" | "publishedVersionId">,
): TBlogVersion {
  return {
    id: v.id,
    version: v.version,
    title: v.title,
    bodyHtml: v.bodyHtml,
    publishedBy,
    createdAt: v.createdAt.toISOString(),
    current: post.status === "published" && post.publishedVersionId === v.id,
  };
}

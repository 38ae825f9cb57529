import { z } from "zod";
import { rowId, text, wholeNumber } from "./fields.js";

/** The blog's calls (issue 13), under the spec's Blog base. */
export const BlogPath = {
  /** GET ?search=&tag=&page=&pageSize=: published posts the caller may read, newest first. */
  posts: "/api/Blog/posts",
  /** GET ?id=: one published post with its previous (older) and next (newer) neighbours. */
  post: "/api/Blog/post",
  /** GET: every post with its state, for editors (drafts, scheduled, published). */
  manage: "/api/Blog/manage",
  /** GET: the roles (with blog access) and companies a post's audience may name (editors). */
  audiences: "/api/Blog/audiences",
  /** GET ?id=: the editor's working copy of a post. */
  draft: "/api/Blog/draft",
  /** POST: create (no id) or overwrite the working copy (autosave); never a published version. */
  saveDraft: "/api/Blog/savedraft",
  /** POST { id, publishAt? }: the working copy becomes a new published version, now or at publishAt. */
  publish: "/api/Blog/publish",
  /** POST { id }: readers no longer see the post; its versions and working copy stay. */
  unpublish: "/api/Blog/unpublish",
  /** GET ?id=: the published versions, newest first. */
  versions: "/api/Blog/versions",
  /** POST { id, versionId }: the version's content becomes the working copy (history stays). */
  restore: "/api/Blog/restore",
  /** GET ?id=: the working copy exactly as readers would see it (editors only). */
  preview: "/api/Blog/preview",
  /**
   * POST: attachments/upload (AttachmentsPath.upload), where a post's images are uploaded; named
   * here so the blog's chunks need not load the record contracts.
   */
  upload: "/api/attachments/upload",
  /** GET /api/Blog/image/:fileId: an uploaded image a post the caller may read (or edit) uses. */
  image: "/api/Blog/image/:fileId",
} as const;

/** The address a post's body and cover use for an uploaded image (the only image source allowed). */
export const blogImageUrl = (fileId: string) => `/api/Blog/image/${fileId}`;
/** An upload's id as attachments/upload answers it (a UUID). */
export const BLOG_FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const BLOG_IMAGE_SRC =
  /^\/api\/Blog\/image\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const fileId = text().regex(BLOG_FILE_ID, "must be an uploaded file's id");

export const ZBlogPostsQuery = z.object({
  search: text().trim().max(200).optional(),
  tag: text().trim().max(40).optional(),
  page: wholeNumber(1, 10_000).default(1),
  pageSize: wholeNumber(1, 50).default(9),
});
export type TBlogPostsQuery = z.input<typeof ZBlogPostsQuery>;

export const ZBlogIdQuery = z.object({ id: rowId });
export const ZBlogImageParams = z.object({ fileId });

/** Who may read a post: every signed-in user with blog access, or only the chosen roles/companies. */
export const ZBlogAudience = z.object({
  all: z.boolean(),
  roles: z.array(text().trim().min(1).max(40)).max(20),
  companyIds: z.array(rowId).max(200),
});
export type TBlogAudience = z.output<typeof ZBlogAudience>;

const tags = z.array(text().trim().min(1).max(40)).max(10);

export const ZSaveBlogDraftRequest = z.object({
  /** Absent: a new post. */
  id: rowId.optional(),
  /** The working copy's revision the editor started from; a newer one on the server answers 409. */
  draftRevision: wholeNumber(1).optional(),
  title: text().trim().max(200),
  excerpt: text().trim().max(500).default(""),
  coverFileId: fileId.nullable().default(null),
  tags: tags.default([]),
  /** Rich text; sanitised by the server before it is stored. */
  bodyHtml: text().max(200_000).default(""),
  audience: ZBlogAudience.default({ all: true, roles: [], companyIds: [] }),
});
export type TSaveBlogDraftRequest = z.input<typeof ZSaveBlogDraftRequest>;

export const ZPublishBlogRequest = z.object({
  id: rowId,
  /** ISO instant; absent or past: now. */
  publishAt: text().datetime({ offset: true }).optional(),
});
export const ZBlogIdRequest = z.object({ id: rowId });
export const ZRestoreBlogVersionRequest = z.object({ id: rowId, versionId: rowId });

const status = z.enum(["draft", "scheduled", "published"]);

/** A post as a list card shows it. */
export const ZBlogPostSummary = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  excerpt: text(),
  coverUrl: text().nullable(),
  tags: z.array(text()),
  authorName: text(),
  publishedAt: text(),
  readingMinutes: z.number().int(),
});
export type TBlogPostSummary = z.output<typeof ZBlogPostSummary>;

export const ZBlogPostsResponse = z.object({
  items: z.array(ZBlogPostSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The tags of the posts the caller may read, most used first. */
  tags: z.array(z.object({ tag: text(), count: z.number().int() })),
  /** The caller may write posts (blogentry). */
  canWrite: z.boolean(),
});
export type TBlogPostsResponse = z.output<typeof ZBlogPostsResponse>;

const neighbour = z.object({ id: z.number().int(), title: text() }).nullable();

/** A post as blogview and blogpreview render it: one presenter for both. */
export const ZBlogPostView = ZBlogPostSummary.extend({
  /** Sanitised on the server when stored. */
  bodyHtml: text(),
  status,
  version: z.number().int().nullable(),
  previous: neighbour,
  next: neighbour,
  /** Forum topics about the same thing (its title and tags), the caller may open; empty without forum access. */
  related: z.array(z.object({ id: z.number().int(), title: text(), solved: z.boolean() })).max(5),
  canWrite: z.boolean(),
});
export type TBlogPostView = z.output<typeof ZBlogPostView>;

/** The editor's working copy. */
export const ZBlogDraft = z.object({
  id: z.number().int(),
  slug: text(),
  title: text(),
  excerpt: text(),
  coverFileId: text().nullable(),
  coverUrl: text().nullable(),
  tags: z.array(text()),
  bodyHtml: text(),
  audience: ZBlogAudience,
  status,
  publishAt: text().nullable(),
  draftRevision: z.number().int(),
  draftUpdatedAt: text(),
  /** The working copy differs from what readers see (or nothing is published yet). */
  unpublishedChanges: z.boolean(),
});
export type TBlogDraft = z.output<typeof ZBlogDraft>;

export const ZBlogManageResponse = z.array(
  z.object({
    id: z.number().int(),
    title: text(),
    status,
    publishAt: text().nullable(),
    draftUpdatedAt: text(),
    unpublishedChanges: z.boolean(),
  }),
);
export type TBlogManageResponse = z.output<typeof ZBlogManageResponse>;

export const ZBlogVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: text(),
  bodyHtml: text(),
  publishedBy: text(),
  createdAt: text(),
  /** The version readers see now. */
  current: z.boolean(),
});
export type TBlogVersion = z.output<typeof ZBlogVersion>;
export const ZBlogVersionsResponse = z.array(ZBlogVersion);

export const ZBlogAudienceChoices = z.object({
  roles: z.array(z.object({ code: text(), title: text() })),
  companies: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type TBlogAudienceChoices = z.output<typeof ZBlogAudienceChoices>;

import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant } from "../../db/columns.js";
import { storedFiles } from "../../platform/files/stored-files.table.js";
import { persons } from "../../platform/persons/persons.table.js";

/**
 * A blog post. The draft_* columns are the editor's working copy: autosave overwrites them and
 * nothing else. Readers see the version published_version_id names (blog_post_versions), and only
 * while status is 'published' and publish_at has passed (a later publish_at: scheduled).
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** From the title until the first publish, frozen after it (links keep working). */
    slug: text("slug").notNull(),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishAt: instant("publish_at"),
    publishedVersionId: integer("published_version_id"),
    /** The draft revision that version was made from: another one means unpublished changes. */
    publishedDraftRevision: integer("published_draft_revision"),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    draftTitle: text("draft_title").notNull(),
    draftExcerpt: text("draft_excerpt").notNull().default(""),
    draftCoverFileId: text("draft_cover_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    draftTags: text("draft_tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    draftBodyHtml: text("draft_body_html").notNull().default(""),
    draftAudienceAll: boolean("draft_audience_all").notNull().default(true),
    draftAudienceRoles: text("draft_audience_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    draftAudienceCompanies: integer("draft_audience_companies")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Bumped by every draft save: a save naming an older revision is stale (409). */
    draftRevision: integer("draft_revision").notNull().default(1),
    draftUpdatedAt: instant("draft_updated_at").notNull().defaultNow(),
    draftUpdatedBy: integer("draft_updated_by").references(() => persons.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_posts_slug_idx").on(t.slug), index("blog_posts_publish_at_idx").on(t.publishAt)],
);
export type BlogPostRow = typeof blogPosts.$inferSelect;

/** Every published version of a post, immutable, with who published it and when. */
export const blogPostVersions = pgTable(
  "blog_post_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    coverFileId: text("cover_file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull(),
    bodyHtml: text("body_html").notNull(),
    audienceAll: boolean("audience_all").notNull(),
    audienceRoles: text("audience_roles").array().notNull(),
    audienceCompanies: integer("audience_companies").array().notNull(),
    publishedBy: integer("published_by").references(() => persons.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("blog_post_versions_post_version_idx").on(t.postId, t.version)],
);
export type BlogPostVersionRow = typeof blogPostVersions.$inferSelect;

/**
 * Uploaded images a post uses (cover or body): the image call serves a file only through a post
 * the caller may read, so an upload never becomes public by being guessed.
 */
export const blogPostFiles = pgTable(
  "blog_post_files",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index("blog_post_files_file_idx").on(t.fileId)],
);

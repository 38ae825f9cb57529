import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FORUM_ACTIONS, FORUM_FLAG_REASONS } from "@fsm/contracts";
import { instant } from "../../db/columns.js";
import { persons } from "../../platform/persons/persons.table.js";
import { serviceRequests } from "../requests/service-requests.table.js";

/** A full-text document; written by PostgreSQL (a generated column), read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const POST_STATES = ["visible", "held", "hidden"] as const;
export type PostState = (typeof POST_STATES)[number];

/** A forum category; audience_all false narrows it (and everything in it) to the named companies. */
export const forumCategories = pgTable("forum_categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  position: integer("position").notNull().default(0),
  audienceAll: boolean("audience_all").notNull().default(true),
  audienceCompanies: integer("audience_companies")
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  createdAt: instant("created_at").notNull().defaultNow(),
});
export type ForumCategoryRow = typeof forumCategories.$inferSelect;

/**
 * A topic. state mirrors its opening post's (a held or hidden opening post hides the topic from
 * everyone but its author and moderators); reply_count, last_activity_at and last_person_id count
 * visible replies only and are refreshed by every write that changes them (forum-stats.ts).
 * search_text is the title and the opening post's words, indexed for full-text search.
 */
export const forumTopics = pgTable(
  "forum_topics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id),
    title: text("title").notNull(),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    state: text("state", { enum: POST_STATES }).notNull().default("visible"),
    pinned: boolean("pinned").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    solutionPostId: integer("solution_post_id"),
    requestId: integer("request_id").references(() => serviceRequests.id, { onDelete: "set null" }),
    replyCount: integer("reply_count").notNull().default(0),
    lastActivityAt: instant("last_activity_at").notNull().defaultNow(),
    lastPersonId: integer("last_person_id").references(() => persons.id, { onDelete: "set null" }),
    searchText: text("search_text").notNull().default(""),
    /**
     * search_text's English stems, stored so a search (and similar's ranking) reads them instead of
     * parsing every matching topic's text again (bench/forum: 3× faster at 10,000 topics).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, search_text)`),
    createdAt: instant("created_at").notNull().defaultNow(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    index("forum_topics_category_activity_idx").on(t.categoryId, t.pinned, t.lastActivityAt),
    index("forum_topics_activity_idx").on(t.lastActivityAt),
    // similar and the topic search: a tsquery over the stored stems (GIN, both engines).
    index("forum_topics_search_idx").using("gin", t.searchVector),
  ],
);
export type ForumTopicRow = typeof forumTopics.$inferSelect;

/** A post: the opening post (opening) or a reply. Sanitised when stored; deleted_at: soft delete. */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    opening: boolean("opening").notNull().default(false),
    authorPersonId: integer("author_person_id").references(() => persons.id, { onDelete: "set null" }),
    bodyHtml: text("body_html").notNull(),
    state: text("state", { enum: POST_STATES }).notNull().default("visible"),
    createdAt: instant("created_at").notNull().defaultNow(),
    editedAt: instant("edited_at"),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    index("forum_posts_topic_idx").on(t.topicId, t.createdAt),
    index("forum_posts_author_idx").on(t.authorPersonId, t.state),
    index("forum_posts_created_id_idx").on(t.createdAt, t.id),
  ],
);
export type ForumPostRow = typeof forumPosts.$inferSelect;

/** A post's earlier texts: each edit stores the text it replaced. */
export const forumPostEdits = pgTable(
  "forum_post_edits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    bodyHtml: text("body_html").notNull(),
    editedAt: instant("edited_at").notNull().defaultNow(),
    editedBy: integer("edited_by").references(() => persons.id, { onDelete: "set null" }),
  },
  (t) => [index("forum_post_edits_post_idx").on(t.postId, t.editedAt)],
);

export const forumFollows = pgTable(
  "forum_follows",
  {
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.personId] }), index("forum_follows_person_idx").on(t.personId)],
);

/** One flag per person and post; resolved_at: a moderator has reviewed it. */
export const forumFlags = pgTable(
  "forum_flags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    reason: text("reason", { enum: FORUM_FLAG_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    createdAt: instant("created_at").notNull().defaultNow(),
    resolvedAt: instant("resolved_at"),
  },
  (t) => [
    uniqueIndex("forum_flags_post_person_idx").on(t.postId, t.personId),
    index("forum_flags_pending_idx")
      .on(t.postId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** The moderation settings: one row (id 1). */
export const forumSettings = pgTable(
  "forum_settings",
  {
    id: integer("id").primaryKey(),
    flagThreshold: integer("flag_threshold").notNull().default(3),
    holdFirstPosts: integer("hold_first_posts").notNull().default(1),
  },
  (t) => [check("forum_settings_one_row", sql`${t.id} = 1`)],
);

/** Every moderation action with the state it replaced (previous), so it can be undone once. */
export const forumModerationLog = pgTable(
  "forum_moderation_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: text("action", { enum: FORUM_ACTIONS }).notNull(),
    personId: integer("person_id").references(() => persons.id, { onDelete: "set null" }),
    at: instant("at").notNull().defaultNow(),
    reason: text("reason").notNull().default(""),
    topicId: integer("topic_id")
      .notNull()
      .references(() => forumTopics.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => forumPosts.id, { onDelete: "cascade" }),
    previous: jsonb("previous").notNull(),
    undoneAt: instant("undone_at"),
    undoneBy: integer("undone_by").references(() => persons.id, { onDelete: "set null" }),
  },
  (t) => [
    index("forum_moderation_log_at_idx").on(t.at),
    index("forum_moderation_log_topic_idx").on(t.topicId),
  ],
);
export type ForumLogRow = typeof forumModerationLog.$inferSelect;

/**
 * Who a post mentions ("@Display Name" of one of the topic's participants) and was told of it:
 * one row per post and person, so an edit or an approval never tells anyone twice.
 */
export const forumMentions = pgTable(
  "forum_mentions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    personId: integer("person_id")
      .notNull()
      .references(() => persons.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.personId] }), index("forum_mentions_person_idx").on(t.personId)],
);

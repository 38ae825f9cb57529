import { z } from "zod";
import { rowId, text, wholeNumber } from "./fields.js";

/**
 * The forum's calls (issue 13), under the spec's Forum base. Readers need the role's group access
 * flag; moderators are staff (scope all) and studio users. A category's audience narrows who sees
 * it (and everything in it) to chosen companies, as a blog post's audience does.
 */
export const ForumPath = {
  /** GET: the categories the caller may see, in their order, with counts and latest activity. */
  categories: "/api/Forum/categories",
  /** POST: create (no id) or change a category (moderators). */
  saveCategory: "/api/Forum/savecategory",
  /** POST { ids }: the categories' new order (moderators); every category once. */
  orderCategories: "/api/Forum/ordercategories",
  /** GET ?category=&search=&filter=&page=&pageSize=: topics, pinned first, then latest activity. */
  topics: "/api/Forum/topics",
  /** GET ?title=: up to 5 topics and 5 blog posts like the title being typed (deflection). */
  similar: "/api/Forum/similar",
  /** GET ?id=&page=: a topic and one page of its posts (the opening post first). */
  topic: "/api/Forum/topic",
  /** POST: a new topic with its opening post; may be held for review. */
  createTopic: "/api/Forum/createtopic",
  /** POST: a reply (optionally quoting a post); may be held for review. */
  reply: "/api/Forum/reply",
  /** POST: the author changes their own post; the previous text joins its edit history. */
  editPost: "/api/Forum/editpost",
  /** GET ?id=: a post's earlier texts, newest first. */
  postHistory: "/api/Forum/posthistory",
  /** POST { topicId, postId|null }: the asker or a moderator marks (or clears) the solution. */
  markSolution: "/api/Forum/marksolution",
  /** POST { topicId, following }: new replies reach followers in the feed and by mail. */
  follow: "/api/Forum/follow",
  /** POST { postId, reason, note? }: once per person and post, never one's own (409); N flags hide it until reviewed. */
  flag: "/api/Forum/flag",
  /** POST { bodyHtml }: the text exactly as it will be stored and shown (sanitised), for forumpreview. */
  preview: "/api/Forum/preview",
  /** GET ?status=pending|resolved: the moderators' queue of held and flagged posts, or those decided. */
  reviewQueue: "/api/Forum/reviewqueue",
  /** POST: one moderation action; written to the log and undoable for 24 h. */
  moderate: "/api/Forum/moderate",
  /** GET: the moderation log, newest first. */
  moderationLog: "/api/Forum/moderationlog",
  /** POST { actionId }: undo a logged action (within 24 h, once). */
  undo: "/api/Forum/undo",
  /** GET / POST: the moderation settings (flag threshold, holding first posts). */
  settings: "/api/Forum/settings",
  /** POST { topicId }: a staff member turns a topic into a service request, linked both ways. */
  convert: "/api/Forum/convert",
} as const;

/** The forum's own rich text: the blog's allow-list without images and tables (trimmed toolbar). */
const bodyHtml = text().max(50_000);
const title = text().trim().min(5, "must be at least 5 characters").max(150);

export const ZForumCategoryAudience = z.object({
  /** Every signed-in user with group access, or only the chosen companies (staff always see it). */
  all: z.boolean(),
  companyIds: z.array(rowId).max(200),
});
export type TForumCategoryAudience = z.output<typeof ZForumCategoryAudience>;

export const ZSaveForumCategoryRequest = z.object({
  id: rowId.optional(),
  title: text().trim().min(1).max(80),
  description: text().trim().max(300).default(""),
  audience: ZForumCategoryAudience.default({ all: true, companyIds: [] }),
});
export type TSaveForumCategoryRequest = z.input<typeof ZSaveForumCategoryRequest>;
export const ZOrderForumCategoriesRequest = z.object({ ids: z.array(rowId).min(1).max(200) });

const latest = z
  .object({ topicId: z.number().int(), title: text(), at: text(), authorName: text() })
  .nullable();

export const ZForumCategory = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  position: z.number().int(),
  audience: ZForumCategoryAudience,
  topicCount: z.number().int(),
  replyCount: z.number().int(),
  latest,
});
export type TForumCategory = z.output<typeof ZForumCategory>;

export const ZForumCategoriesResponse = z.object({
  categories: z.array(ZForumCategory),
  /** The caller moderates (creates and orders categories, works the review queue). */
  canModerate: z.boolean(),
  /** Items waiting in the review queue (0 for non-moderators). */
  pendingReviews: z.number().int(),
});
export type TForumCategoriesResponse = z.output<typeof ZForumCategoriesResponse>;

export const FORUM_TOPIC_FILTERS = ["all", "solved", "unsolved"] as const;
export const ZForumTopicsQuery = z.object({
  /** Absent: every category the caller may see (search across topics). */
  category: rowId.optional(),
  search: text().trim().max(200).optional(),
  filter: z.enum(FORUM_TOPIC_FILTERS).default("all"),
  page: wholeNumber(1, 10_000).default(1),
  pageSize: wholeNumber(1, 50).default(20),
});
export type TForumTopicsQuery = z.input<typeof ZForumTopicsQuery>;

export const ZForumTopicSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: text(),
  authorName: text(),
  /** Plain text of the opening post, shortened. */
  excerpt: text(),
  replyCount: z.number().int(),
  lastActivityAt: text(),
  createdAt: text(),
  pinned: z.boolean(),
  locked: z.boolean(),
  solved: z.boolean(),
});
export type TForumTopicSummary = z.output<typeof ZForumTopicSummary>;

export const ZForumTopicsResponse = z.object({
  /** Null when the query named no category. */
  category: ZForumCategory.nullable(),
  items: z.array(ZForumTopicSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TForumTopicsResponse = z.output<typeof ZForumTopicsResponse>;

export const ZForumSimilarQuery = z.object({ title: text().trim().min(1).max(150) });
export const ZForumSimilarResponse = z.object({
  topics: z.array(z.object({ id: z.number().int(), title: text(), solved: z.boolean() })).max(5),
  posts: z.array(z.object({ id: z.number().int(), title: text() })).max(5),
});
export type TForumSimilarResponse = z.output<typeof ZForumSimilarResponse>;

export const ZForumTopicQuery = z.object({ id: rowId, page: wholeNumber(1, 10_000).default(1) });
export const ZForumIdQuery = z.object({ id: rowId });

export const ZForumPost = z.object({
  id: z.number().int(),
  /** Display name only: never the author's company, e-mail or records to other companies. */
  authorName: text(),
  /** The author is staff (shown as a badge). */
  authorIsStaff: z.boolean(),
  /** Sanitised on the server when stored. */
  bodyHtml: text(),
  createdAt: text(),
  editedAt: text().nullable(),
  /** held: waiting for approval; hidden: hidden by flags or a moderator; only its author and moderators see such a post. */
  state: z.enum(["visible", "held", "hidden"]),
  isSolution: z.boolean(),
  mine: z.boolean(),
  flaggedByMe: z.boolean(),
  canEdit: z.boolean(),
});
export type TForumPost = z.output<typeof ZForumPost>;

export const ZForumTopic = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryTitle: text(),
  title: text(),
  authorName: text(),
  createdAt: text(),
  pinned: z.boolean(),
  locked: z.boolean(),
  solved: z.boolean(),
  solutionPostId: z.number().int().nullable(),
  following: z.boolean(),
  /** The service request made from this topic, to staff and the asker's company; else null. */
  request: z.object({ id: z.number().int(), number: text() }).nullable(),
  canReply: z.boolean(),
  canMarkSolution: z.boolean(),
  canModerate: z.boolean(),
  canConvert: z.boolean(),
});
export type TForumTopic = z.output<typeof ZForumTopic>;

/**
 * Someone the caller may mention in the topic: an author of a post everyone there sees, or a staff
 * member who posted; display names only, as the posts show them. me: the caller (never offered).
 */
export const ZForumParticipant = z.object({ name: text(), me: z.boolean() });
export type TForumParticipant = z.output<typeof ZForumParticipant>;

export const ZForumTopicResponse = z.object({
  topic: ZForumTopic,
  posts: z.array(ZForumPost),
  /** The topic's participants, by name; "@Name" of one in a post mentions them (findMentions). */
  participants: z.array(ZForumParticipant).max(500),
  /** Posts the caller may see, the opening post included. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TForumTopicResponse = z.output<typeof ZForumTopicResponse>;

export const ZCreateForumTopicRequest = z.object({ categoryId: rowId, title, bodyHtml });
export type TCreateForumTopicRequest = z.input<typeof ZCreateForumTopicRequest>;
export const ZForumReplyRequest = z.object({
  topicId: rowId,
  bodyHtml,
  /** The post quoted; its author and text open the reply as a blockquote. */
  quotePostId: rowId.optional(),
});
export type TForumReplyRequest = z.input<typeof ZForumReplyRequest>;
/** held: the post waits for a moderator before others see it. */
export const ZForumPostedResponse = z.object({
  topicId: z.number().int(),
  postId: z.number().int(),
  held: z.boolean(),
});
export type TForumPostedResponse = z.output<typeof ZForumPostedResponse>;

export const ZEditForumPostRequest = z.object({ postId: rowId, bodyHtml });
export const ZForumPostHistoryResponse = z.array(
  z.object({ bodyHtml: text(), editedAt: text(), editedBy: text() }),
);
export type TForumPostHistoryResponse = z.output<typeof ZForumPostHistoryResponse>;

export const ZMarkForumSolutionRequest = z.object({ topicId: rowId, postId: rowId.nullable() });
export const ZFollowForumTopicRequest = z.object({ topicId: rowId, following: z.boolean() });

export const FORUM_FLAG_REASONS = ["spam", "offensive", "off_topic", "other"] as const;
export const ZFlagForumPostRequest = z.object({
  postId: rowId,
  reason: z.enum(FORUM_FLAG_REASONS),
  note: text().trim().max(500).default(""),
});
export type TFlagForumPostRequest = z.input<typeof ZFlagForumPostRequest>;

export const ZForumPreviewRequest = z.object({ bodyHtml });
export const ZForumPreviewResponse = z.object({ bodyHtml: text() });

export const FORUM_REVIEW_STATUSES = ["pending", "resolved"] as const;
export const ZForumReviewQuery = z.object({ status: z.enum(FORUM_REVIEW_STATUSES).default("pending") });

export const FORUM_ACTIONS = ["approve", "hide", "delete", "lock", "unlock", "pin", "unpin", "move"] as const;
export type TForumAction = (typeof FORUM_ACTIONS)[number];

export const ZForumReviewItem = z.object({
  postId: z.number().int(),
  topicId: z.number().int(),
  topicTitle: text(),
  categoryTitle: text(),
  authorName: text(),
  bodyHtml: text(),
  createdAt: text(),
  /** held: a first post waiting for (or given) approval; flagged: hidden or flagged by readers. */
  kind: z.enum(["held", "flagged"]),
  state: z.enum(["visible", "held", "hidden"]),
  flags: z.array(z.object({ reason: z.enum(FORUM_FLAG_REASONS), note: text(), by: text(), at: text() })),
  /** The actions this item allows now (the client shows exactly these). */
  actions: z.array(z.enum(FORUM_ACTIONS)),
  /** status=resolved: the decision that stands (approve or hide), who made it, when, why; else null. */
  resolution: z
    .object({ action: z.enum(["approve", "hide"]), by: text(), at: text(), reason: text() })
    .nullable(),
});
export type TForumReviewItem = z.output<typeof ZForumReviewItem>;
export const ZForumReviewResponse = z.array(ZForumReviewItem);

export const ZModerateForumRequest = z.object({
  action: z.enum(FORUM_ACTIONS),
  /** approve, hide, delete: a post (deleting the opening post deletes the topic). */
  postId: rowId.optional(),
  /** lock, unlock, pin, unpin, move: a topic. */
  topicId: rowId.optional(),
  /** move: the category the topic goes to. */
  categoryId: rowId.optional(),
  reason: text().trim().max(500).default(""),
});
export type TModerateForumRequest = z.input<typeof ZModerateForumRequest>;
export const ZModerateForumResponse = z.object({ actionId: z.number().int() });

export const ZForumLogEntry = z.object({
  id: z.number().int(),
  action: z.enum(FORUM_ACTIONS),
  by: text(),
  at: text(),
  reason: text(),
  topicId: z.number().int(),
  topicTitle: text(),
  postId: z.number().int().nullable(),
  undoneAt: text().nullable(),
  /** Within 24 h, not undone yet, and nothing later depends on it. */
  canUndo: z.boolean(),
});
export type TForumLogEntry = z.output<typeof ZForumLogEntry>;
export const ZForumLogResponse = z.array(ZForumLogEntry);
export const ZForumUndoRequest = z.object({ actionId: rowId });

export const ZForumSettings = z.object({
  /** Flags from different people that hide a post until a moderator reviews it. */
  flagThreshold: wholeNumber(1, 100),
  /** A person's first N posts wait for approval (0: none). */
  holdFirstPosts: wholeNumber(0, 20),
});
export type TForumSettings = z.output<typeof ZForumSettings>;

export const ZConvertForumTopicRequest = z.object({ topicId: rowId });
export const ZConvertForumTopicResponse = z.object({ requestId: z.number().int(), number: text() });
export type TConvertForumTopicResponse = z.output<typeof ZConvertForumTopicResponse>;

/*
 * The answers of the writes above whose shape the calls did not name yet (additive): savecategory
 * answers the saved ZForumCategory, ordercategories ZForumCategoriesResponse, editpost the post,
 * marksolution the topic, undo the undone entry's id.
 */
export const ZForumFollowResponse = z.object({ following: z.boolean() });
export type TForumFollowResponse = z.output<typeof ZForumFollowResponse>;
/** hidden: this flag reached the threshold and the post now waits for a moderator. */
export const ZForumFlagResponse = z.object({ hidden: z.boolean() });
export type TForumFlagResponse = z.output<typeof ZForumFlagResponse>;

/** One mention in a text: "@" and a participant's name, from start to end (exclusive). */
export type TForumMention = { start: number; end: number; name: string };

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const same = (a: string, b: string) => a.replace(/\s/g, " ").toLowerCase() === b.toLowerCase();

/**
 * The mentions in a post's plain text: "@" (not inside a word) followed by one of the names (any
 * case; the longest that fits) and then no letter or digit. The server tells the people so
 * mentioned; the web highlights the same spans, so both read a post alike.
 */
export function findMentions(text: string, names: readonly string[]): TForumMention[] {
  const candidates = [...new Set(names.filter((n) => n.trim() !== ""))].sort((a, b) => b.length - a.length);
  const found: TForumMention[] = [];
  if (!candidates.length) return found;
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    if (at > 0 && WORD_CHAR.test(text[at - 1]!)) continue;
    const name = candidates.find((n) => {
      const end = at + 1 + n.length;
      return same(text.slice(at + 1, end), n) && (end >= text.length || !WORD_CHAR.test(text[end]!));
    });
    if (!name) continue;
    found.push({ start: at, end: at + 1 + name.length, name });
    at += name.length;
  }
  return found;
}

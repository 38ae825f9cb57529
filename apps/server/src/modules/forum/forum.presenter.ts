import type {
  TForumAction,
  TForumCategory,
  TForumLogEntry,
  TForumPost,
  TForumReviewItem,
  TForumTopic,
  TForumTopicSummary,
} from "@fsm/contracts";
import { plainText } from "../../platform/rich-text/rich-text.sanitize.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { LogRow, ReviewRow } from "./forum-moderation.repository.js";
import type { PostRow } from "./forum-posts.repository.js";
import { canConvert, canModerate } from "./forum.policy.js";
import type { CategoryRow, TopicListRow, TopicRow } from "./forum.repository.js";

const EXCERPT = 200;
const DAY = 86_400_000;

export const presentCategory = (c: CategoryRow): TForumCategory => ({ ...c });

/** The opening post's words, cut at a word near EXCERPT characters. */
export function excerptOf(html: string): string {
  const words = plainText(html);
  if (words.length <= EXCERPT) return words;
  const cut = words.slice(0, EXCERPT);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), EXCERPT - 40)).trimEnd()}…`;
}

export const presentTopicSummary = (t: TopicListRow): TForumTopicSummary => ({
  id: t.id,
  categoryId: t.categoryId,
  title: t.title,
  authorName: t.authorName,
  excerpt: excerptOf(t.openingHtml),
  replyCount: t.replyCount,
  lastActivityAt: t.lastActivityAt,
  createdAt: t.createdAt,
  pinned: t.pinned,
  locked: t.locked,
  solved: t.solved,
});

export const isAsker = (actor: Actor, topic: TopicRow): boolean => topic.authorPersonId === actor.personId;

/** Staff and the asker's own company see the request made from a topic; nobody else learns of it. */
const seesRequest = (actor: Actor, topic: TopicRow): boolean =>
  actor.scope === "all" || (actor.companyId !== null && actor.companyId === topic.authorCompanyId);

export function presentTopic(actor: Actor, topic: TopicRow, following: boolean): TForumTopic {
  const moderator = canModerate(actor);
  return {
    id: topic.id,
    categoryId: topic.categoryId,
    categoryTitle: topic.categoryTitle,
    title: topic.title,
    authorName: topic.authorName,
    createdAt: topic.createdAt,
    pinned: topic.pinned,
    locked: topic.locked,
    solved: topic.solutionPostId !== null,
    solutionPostId: topic.solutionPostId,
    following,
    request:
      topic.requestId !== null && topic.requestNumber !== null && seesRequest(actor, topic)
        ? { id: topic.requestId, number: topic.requestNumber }
        : null,
    canReply: moderator || !topic.locked,
    canMarkSolution: moderator || isAsker(actor, topic),
    canModerate: moderator,
    canConvert: canConvert(actor) && topic.requestId === null && topic.authorCompanyId !== null,
  };
}

export const presentPost = (actor: Actor, topic: TopicRow, p: PostRow): TForumPost => ({
  id: p.id,
  authorName: p.authorName,
  authorIsStaff: p.authorIsStaff,
  bodyHtml: p.bodyHtml,
  createdAt: p.createdAt,
  editedAt: p.editedAt,
  state: p.state,
  isSolution: topic.solutionPostId === p.id,
  mine: p.authorPersonId === actor.personId,
  flaggedByMe: p.flaggedByMe,
  canEdit: p.authorPersonId === actor.personId && (!topic.locked || canModerate(actor)),
});

/**
 * What a moderator may do with a queue item now (the client shows exactly these); a decided
 * post that everyone sees has nothing left to approve.
 */
export function reviewActions(state: ReviewRow["state"], decided: boolean): TForumAction[] {
  if (state === "visible") return decided ? ["hide", "delete"] : ["approve", "hide", "delete"];
  return ["approve", "delete"];
}

export const presentReviewItem = (r: ReviewRow, status: "pending" | "resolved"): TForumReviewItem => ({
  postId: r.postId,
  topicId: r.topicId,
  topicTitle: r.topicTitle,
  categoryTitle: r.categoryTitle,
  authorName: r.authorName,
  bodyHtml: r.bodyHtml,
  createdAt: r.createdAt,
  kind: r.state === "held" || !r.flags.length ? "held" : "flagged",
  state: r.state,
  flags: r.flags.map((f) => ({ ...f, reason: f.reason as TForumReviewItem["flags"][number]["reason"] })),
  actions: reviewActions(r.state, status === "resolved"),
  resolution: status === "resolved" ? r.decision : null,
});

/** Within 24 h of the action, not undone, and no later action on the same thing depends on it. */
export const undoable = (l: LogRow, now: Date): boolean =>
  l.undoneAt === null && !l.superseded && now.getTime() - new Date(l.at).getTime() < DAY;

export const presentLogEntry = (l: LogRow, now: Date): TForumLogEntry => ({
  id: l.id,
  action: l.action,
  by: l.by,
  at: l.at,
  reason: l.reason,
  topicId: l.topicId,
  topicTitle: l.topicTitle,
  postId: l.postId,
  undoneAt: l.undoneAt,
  canUndo: undoable(l, now),
});

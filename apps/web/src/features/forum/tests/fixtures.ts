import type {
  TForumCategoriesResponse,
  TForumCategory,
  TForumParticipant,
  TForumPost,
  TForumReviewItem,
  TForumTopic,
  TForumTopicResponse,
} from "@fsm/contracts";

export const category = (id: number, title: string, extra: Partial<TForumCategory> = {}): TForumCategory => ({
  id,
  title,
  description: `All about ${title.toLowerCase()}`,
  position: id,
  audience: { all: true, companyIds: [] },
  topicCount: 3,
  replyCount: 7,
  latest: {
    topicId: 40 + id,
    title: `Latest in ${title}`,
    at: new Date().toISOString(),
    authorName: "Casey Customer",
  },
  ...extra,
});

export const categories = (canModerate: boolean): TForumCategoriesResponse => ({
  categories: [category(1, "Installation"), category(2, "Maintenance", { latest: null, topicCount: 0 })],
  canModerate,
  pendingReviews: canModerate ? 2 : 0,
});

export const post = (id: number, extra: Partial<TForumPost> = {}): TForumPost => ({
  id,
  authorName: "Casey Customer",
  authorIsStaff: false,
  bodyHtml: `<p>Text of post ${id}</p>`,
  createdAt: new Date().toISOString(),
  editedAt: null,
  state: "visible",
  isSolution: false,
  mine: false,
  flaggedByMe: false,
  canEdit: false,
  ...extra,
});

export const topic = (extra: Partial<TForumTopic> = {}): TForumTopic => ({
  id: 7,
  categoryId: 1,
  categoryTitle: "Installation",
  title: "The pump clicks after a filter change",
  authorName: "Casey Customer",
  createdAt: new Date().toISOString(),
  pinned: false,
  locked: false,
  solved: false,
  solutionPostId: null,
  following: false,
  request: null,
  canReply: true,
  canMarkSolution: false,
  canModerate: false,
  canConvert: false,
  ...extra,
});

export const topicResponse = (
  t: Partial<TForumTopic>,
  posts: TForumPost[],
  participants: TForumParticipant[] = [],
): TForumTopicResponse => ({
  topic: topic(t),
  posts,
  participants,
  total: posts.length,
  page: 1,
  pageSize: 20,
});

export const reviewItem = (extra: Partial<TForumReviewItem> = {}): TForumReviewItem => ({
  postId: 31,
  topicId: 7,
  topicTitle: "The pump clicks after a filter change",
  categoryTitle: "Installation",
  authorName: "Robin Basic",
  bodyHtml: "<p>Buy cheap filters at example.com</p>",
  createdAt: new Date().toISOString(),
  kind: "flagged",
  state: "hidden",
  flags: [{ reason: "spam", note: "An advert", by: "Casey Customer", at: new Date().toISOString() }],
  actions: ["approve", "delete"],
  resolution: null,
  ...extra,
});

/** The forum's own addresses (features import no app code). */
export const forumPaths = {
  home: "/app/group",
  review: "/app/group/review",
  category: (id: number) => `/app/forumCat/${id}`,
  create: (categoryId: number) => `/app/forumcreate/${categoryId}`,
  preview: "/app/forumpreview",
  topic: (id: number, page?: number) => `/app/forumconvo/${id}${page && page > 1 ? `?page=${page}` : ""}`,
  post: (topicId: number, postId: number) => `/app/forumconvo/${topicId}#post-${postId}`,
  request: (id: number) => `/app/list/request/${id}`,
  blogPost: (id: number) => `/app/blogview/${id}`,
};

/** The blog's own addresses (features import no app code). */
export const blogPaths = {
  list: "/app/blog",
  view: (id: number) => `/app/blogview/${id}`,
  entry: (id?: number) => (id === undefined ? "/app/blogentry" : `/app/blogentry?id=${id}`),
  preview: (id: number) => `/app/blogpreview?id=${id}`,
  /** A forum topic (a post's related topics link there). */
  forumTopic: (id: number) => `/app/forumconvo/${id}`,
};

import { BlogPath, ZBlogPostsResponse, type TBlogPostsResponse } from "@fsm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type BlogListQuery = { search: string; tag: string; page: number };
export const BLOG_PAGE_SIZE = 9;

/** GET Blog/posts: one page of published posts the caller may read. */
export function getBlogPosts(q: BlogListQuery, signal?: AbortSignal): Promise<TBlogPostsResponse> {
  return apiRequest(BlogPath.posts, {
    query: { search: q.search || undefined, tag: q.tag || undefined, page: q.page, pageSize: BLOG_PAGE_SIZE },
    schema: ZBlogPostsResponse,
    handleErrors: false,
    signal,
  });
}

export const useBlogPosts = (q: BlogListQuery) =>
  useQuery({
    queryKey: ["blog", "posts", q],
    queryFn: ({ signal }) => getBlogPosts(q, signal),
    placeholderData: keepPreviousData,
  });

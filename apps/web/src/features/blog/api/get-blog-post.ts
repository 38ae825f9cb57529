import { BlogPath, ZBlogPostView, type TBlogPostView } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Blog/post?id: a published post with its neighbours. */
export function getBlogPost(id: number, signal?: AbortSignal): Promise<TBlogPostView> {
  return apiRequest(BlogPath.post, { query: { id }, schema: ZBlogPostView, handleErrors: false, signal });
}

export const useBlogPost = (id: number) =>
  useQuery({ queryKey: ["blog", "post", id], queryFn: ({ signal }) => getBlogPost(id, signal) });

import { BlogPath, ZBlogPostView, type TBlogPostView } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Blog/preview?id: the working copy as readers would get it (editors). */
export function getBlogPreview(id: number, signal?: AbortSignal): Promise<TBlogPostView> {
  return apiRequest(BlogPath.preview, { query: { id }, schema: ZBlogPostView, handleErrors: false, signal });
}

export const useBlogPreview = (id: number | null) =>
  useQuery({
    queryKey: ["blog", "preview", id],
    queryFn: ({ signal }) => getBlogPreview(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });

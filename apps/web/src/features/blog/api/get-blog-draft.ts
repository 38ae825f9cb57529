import { BlogPath, ZBlogDraft, type TBlogDraft } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Blog/draft?id: the editor's working copy. */
export function getBlogDraft(id: number, signal?: AbortSignal): Promise<TBlogDraft> {
  return apiRequest(BlogPath.draft, { query: { id }, schema: ZBlogDraft, handleErrors: false, signal });
}

export const useBlogDraft = (id: number | null) =>
  useQuery({
    queryKey: ["blog", "draft", id],
    queryFn: ({ signal }) => getBlogDraft(id!, signal),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
  });

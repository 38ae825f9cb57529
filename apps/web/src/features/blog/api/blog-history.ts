import { BlogPath, ZBlogDraft, ZBlogVersionsResponse, type TBlogDraft } from "@fsm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { dropSnapshot } from "../hooks/draft-snapshot";

/** GET Blog/versions?id: the post's published versions, newest first (editors). */
export const useBlogVersions = (id: number | null) =>
  useQuery({
    queryKey: ["blog", "versions", id],
    queryFn: ({ signal }) =>
      apiRequest(BlogPath.versions, { query: { id: id! }, schema: ZBlogVersionsResponse, signal }),
    enabled: id !== null,
  });

/**
 * POST Blog/restore or Blog/unpublish: the server's working copy changes, so the editor reopens
 * from it (the browser's copy of the old text is dropped).
 */
export function useBlogHistoryAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: "restore"; id: number; versionId: number } | { kind: "unpublish"; id: number },
    ) =>
      apiRequest<TBlogDraft>(action.kind === "restore" ? BlogPath.restore : BlogPath.unpublish, {
        json: action.kind === "restore" ? { id: action.id, versionId: action.versionId } : { id: action.id },
        schema: ZBlogDraft,
      }),
    onSuccess: (draft) => {
      dropSnapshot(draft.id);
      client.setQueryData(["blog", "draft", draft.id], draft);
      return client.invalidateQueries({ queryKey: ["blog", "versions", draft.id] });
    },
  });
}

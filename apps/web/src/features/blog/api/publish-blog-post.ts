import { BlogPath, ZBlogDraft, type TBlogDraft } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Blog/publish: the working copy goes out now, or at publishAt. */
export function publishBlogPost(id: number, publishAt?: string): Promise<TBlogDraft> {
  return apiRequest(BlogPath.publish, {
    json: { id, ...(publishAt ? { publishAt } : {}) },
    schema: ZBlogDraft,
  });
}

export function usePublishBlogPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt?: string }) => publishBlogPost(id, publishAt),
    onSuccess: () => client.invalidateQueries({ queryKey: ["blog"] }),
  });
}

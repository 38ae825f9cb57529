import { ForumPath } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Forum/marksolution: the asker or a moderator marks a post as the answer (null clears it). */
export function markForumSolution(body: { topicId: number; postId: number | null }): Promise<unknown> {
  return apiRequest(ForumPath.markSolution, { json: body });
}

export function useMarkForumSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markForumSolution,
    // The topic and the category's solved badges both change.
    onSuccess: () => client.invalidateQueries({ queryKey: ["forum"] }),
  });
}

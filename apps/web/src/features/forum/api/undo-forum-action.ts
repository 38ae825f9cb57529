import { ForumPath } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Forum/undo: reverses a logged moderation action (once, within 24 h). */
export function undoForumAction(actionId: number): Promise<unknown> {
  return apiRequest(ForumPath.undo, { json: { actionId } });
}

export function useUndoForumAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: undoForumAction,
    onSuccess: () => client.invalidateQueries({ queryKey: ["forum"] }),
  });
}

import { ForumPath } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumTopicKey } from "./get-forum-topic";

/** POST Forum/editpost: the author's new text; the old one joins the post's edit history. */
export function editForumPost(body: { postId: number; bodyHtml: string }): Promise<unknown> {
  return apiRequest(ForumPath.editPost, { json: body });
}

export function useEditForumPost(topicId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editForumPost,
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: forumTopicKey(topicId) }),
        client.invalidateQueries({ queryKey: ["forum", "history", body.postId] }),
      ]),
  });
}

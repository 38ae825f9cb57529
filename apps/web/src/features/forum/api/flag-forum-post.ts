import { ForumPath, type TFlagForumPostRequest } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumTopicKey } from "./get-forum-topic";

/** POST Forum/flag: once per person and post; enough flags hide the post until a moderator reviews it. */
export function flagForumPost(body: TFlagForumPostRequest): Promise<unknown> {
  return apiRequest(ForumPath.flag, { json: body });
}

export function useFlagForumPost(topicId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: flagForumPost,
    onSuccess: () => client.invalidateQueries({ queryKey: forumTopicKey(topicId) }),
  });
}

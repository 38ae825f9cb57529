import { ForumPath } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumTopicKey } from "./get-forum-topic";

/** POST Forum/follow: new replies reach followers in the activity feed and by mail. */
export function followForumTopic(body: { topicId: number; following: boolean }): Promise<unknown> {
  return apiRequest(ForumPath.follow, { json: body });
}

export function useFollowForumTopic(topicId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: followForumTopic,
    onSuccess: () => client.invalidateQueries({ queryKey: forumTopicKey(topicId) }),
  });
}

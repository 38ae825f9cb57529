import { ForumPath, ZConvertForumTopicResponse, type TConvertForumTopicResponse } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumTopicKey } from "./get-forum-topic";

/** POST Forum/convert: staff turn a topic into a service request, linked both ways. */
export function convertForumTopic(topicId: number): Promise<TConvertForumTopicResponse> {
  return apiRequest(ForumPath.convert, { json: { topicId }, schema: ZConvertForumTopicResponse });
}

export function useConvertForumTopic(topicId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => convertForumTopic(topicId),
    onSuccess: () => client.invalidateQueries({ queryKey: forumTopicKey(topicId) }),
  });
}

import {
  ForumPath,
  ZForumPostedResponse,
  type TForumPostedResponse,
  type TForumReplyRequest,
} from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Forum/reply: a reply, optionally quoting a post (held for review when the rules say so). */
export function replyForumTopic(body: TForumReplyRequest): Promise<TForumPostedResponse> {
  return apiRequest(ForumPath.reply, { json: body, schema: ZForumPostedResponse });
}

export function useReplyForumTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyForumTopic,
    onSuccess: () => client.invalidateQueries({ queryKey: ["forum"] }),
  });
}

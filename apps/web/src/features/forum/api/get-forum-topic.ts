import { ForumPath, ZForumTopicResponse, type TForumTopicResponse } from "@fsm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/topic?id=&page=: a topic and one page of its posts (the opening post first). */
export function getForumTopic(id: number, page: number, signal?: AbortSignal): Promise<TForumTopicResponse> {
  return apiRequest(ForumPath.topic, {
    query: { id, page },
    schema: ZForumTopicResponse,
    handleErrors: false,
    signal,
  });
}

export const forumTopicKey = (id: number) => ["forum", "topic", id] as const;

export const useForumTopic = (id: number, page: number) =>
  useQuery({
    queryKey: [...forumTopicKey(id), page],
    queryFn: ({ signal }) => getForumTopic(id, page, signal),
    placeholderData: keepPreviousData,
  });

import { ForumPath, ZForumTopicsResponse, type TForumTopicsResponse } from "@fsm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ForumTopicFilter = "all" | "solved" | "unsolved";
export type ForumTopicsQuery = { category?: number; search?: string; filter: ForumTopicFilter; page: number };
export const FORUM_PAGE_SIZE = 20;

/** GET Forum/topics: one page of a category's topics (pinned first), or a search across all. */
export function getForumTopics(q: ForumTopicsQuery, signal?: AbortSignal): Promise<TForumTopicsResponse> {
  return apiRequest(ForumPath.topics, {
    query: {
      category: q.category,
      search: q.search || undefined,
      filter: q.filter,
      page: q.page,
      pageSize: FORUM_PAGE_SIZE,
    },
    schema: ZForumTopicsResponse,
    handleErrors: false,
    signal,
  });
}

export const useForumTopics = (q: ForumTopicsQuery, enabled = true) =>
  useQuery({
    queryKey: ["forum", "topics", q],
    queryFn: ({ signal }) => getForumTopics(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

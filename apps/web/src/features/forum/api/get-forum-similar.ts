import { ForumPath, ZForumSimilarResponse, type TForumSimilarResponse } from "@fsm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/similar?title=: topics and blog posts like the title being typed. */
export function getForumSimilar(title: string, signal?: AbortSignal): Promise<TForumSimilarResponse> {
  return apiRequest(ForumPath.similar, {
    query: { title },
    schema: ZForumSimilarResponse,
    handleErrors: false,
    signal,
  });
}

/** Asks only for a title worth comparing (at least 3 letters); keeps the last answer while typing. */
export const useForumSimilar = (title: string) =>
  useQuery({
    queryKey: ["forum", "similar", title],
    queryFn: ({ signal }) => getForumSimilar(title, signal),
    enabled: title.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

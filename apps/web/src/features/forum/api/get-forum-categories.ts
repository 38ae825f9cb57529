import { ForumPath, ZForumCategoriesResponse, type TForumCategoriesResponse } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Forum/categories: the categories the caller may see, in order, with counts and latest activity. */
export function getForumCategories(signal?: AbortSignal): Promise<TForumCategoriesResponse> {
  return apiRequest(ForumPath.categories, { schema: ZForumCategoriesResponse, handleErrors: false, signal });
}

export const forumCategoriesKey = ["forum", "categories"] as const;

export const useForumCategories = () =>
  useQuery({ queryKey: forumCategoriesKey, queryFn: ({ signal }) => getForumCategories(signal) });

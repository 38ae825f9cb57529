import { ForumPath, type TForumCategoriesResponse } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumCategoriesKey } from "./get-forum-categories";

/** POST Forum/ordercategories: every category's id in the new order (moderators). */
export function orderForumCategories(ids: number[]): Promise<unknown> {
  return apiRequest(ForumPath.orderCategories, { json: { ids } });
}

/** Moves at once (optimistic), and back with the server's error message when the call fails. */
export function useOrderForumCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: orderForumCategories,
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: forumCategoriesKey });
      const before = client.getQueryData<TForumCategoriesResponse>(forumCategoriesKey);
      if (before) {
        const byId = new Map(before.categories.map((c) => [c.id, c]));
        client.setQueryData<TForumCategoriesResponse>(forumCategoriesKey, {
          ...before,
          categories: ids.flatMap((id) => byId.get(id) ?? []),
        });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(forumCategoriesKey, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: forumCategoriesKey }),
  });
}

import {
  ForumPath,
  ZForumCategory,
  type TForumCategory,
  type TSaveForumCategoryRequest,
} from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumCategoriesKey } from "./get-forum-categories";

/** POST Forum/savecategory: a new category (no id) or a changed one (moderators). */
export function saveForumCategory(body: TSaveForumCategoryRequest): Promise<TForumCategory> {
  return apiRequest(ForumPath.saveCategory, { json: body, schema: ZForumCategory });
}

export function useSaveForumCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveForumCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: forumCategoriesKey }),
  });
}

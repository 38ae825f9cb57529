import { ForumPath, ZForumSettings, type TForumSettings } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { forumSettingsKey } from "./get-forum-settings";

/** POST Forum/settings: the moderation settings (moderators). */
export function saveForumSettings(body: TForumSettings): Promise<TForumSettings> {
  return apiRequest(ForumPath.settings, { json: body, schema: ZForumSettings });
}

export function useSaveForumSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveForumSettings,
    onSuccess: (saved) => client.setQueryData(forumSettingsKey, saved),
  });
}

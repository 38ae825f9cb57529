import { BlogPath, ZBlogDraft, type TBlogDraft, type TSaveBlogDraftRequest } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/** POST Blog/savedraft: creates the post or overwrites its working copy (autosave). */
export function saveBlogDraft(body: TSaveBlogDraftRequest): Promise<TBlogDraft> {
  // The editor shows the save state itself; a failed autosave is not worth a notification each time.
  return apiRequest(BlogPath.saveDraft, { json: body, schema: ZBlogDraft, handleErrors: false });
}

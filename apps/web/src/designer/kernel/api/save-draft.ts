import { DocumentsPath, ZDocumentDraftAnswer, type TDocumentDraft } from "@fsm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentKeys, documentPath } from "./document-keys";

export interface DraftSave {
  document: Record<string, unknown>;
  baseRevision: number;
}

/**
 * PUT the whole edited document as the caller's draft (the autosave). A 409 (the base is stale)
 * is the editor's to present (the conflict dialog); other failures it retries quietly, so none
 * is toasted by the error catalogue.
 */
export async function saveDraft(kind: string, name: string, save: DraftSave): Promise<TDocumentDraft> {
  // The draft calls all answer { draft } (GET, PUT and DELETE alike); a saved one is never null.
  const { draft } = await apiRequest(documentPath(DocumentsPath.draft, kind, name), {
    method: "PUT",
    json: save,
    schema: ZDocumentDraftAnswer,
    handleErrors: false,
  });
  if (!draft) throw new Error("the server answered no draft to a saved draft");
  return draft;
}

/** The saved draft is the cached one: reopening the page starts from it without asking. */
export function rememberSavedDraft(queryClient: QueryClient, draft: TDocumentDraft): void {
  queryClient.setQueryData(documentKeys.draft(draft.kind, draft.name), draft);
}

import { DocumentsPath, ZDocumentDraftAnswer, type TDocumentDraft } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasStatus } from "../../../lib/api-error";
import { documentKeys, documentPath } from "./document-keys";

/** GET the caller's draft of the document; null when they have none (or the document is unknown: 404). */
export async function getDraft(
  kind: string,
  name: string,
  signal?: AbortSignal,
): Promise<TDocumentDraft | null> {
  try {
    const answer = await apiRequest(documentPath(DocumentsPath.draft, kind, name), {
      schema: ZDocumentDraftAnswer,
      signal,
      presentedStatuses: [404],
    });
    return answer.draft;
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export const draftQuery = (kind: string, name: string) =>
  queryOptions({
    queryKey: documentKeys.draft(kind, name),
    queryFn: ({ signal }) => getDraft(kind, name, signal),
    refetchOnWindowFocus: false,
  });

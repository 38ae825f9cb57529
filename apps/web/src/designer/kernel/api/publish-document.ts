import { DocumentsPath, ZDocumentExport, type TDocumentExport } from "@fsm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentKeys, documentPath } from "./document-keys";

/**
 * POST publish: the caller's saved draft becomes the next revision. 400 (problems remain) and 409
 * (someone published meanwhile) are shown by the editor itself (problems panel, conflict dialog).
 */
export function publishDocument(kind: string, name: string, comment?: string): Promise<TDocumentExport> {
  return apiRequest(documentPath(DocumentsPath.publish, kind, name), {
    method: "POST",
    json: comment ? { comment } : {},
    schema: ZDocumentExport,
    presentedStatuses: [400, 409],
  });
}

/** After publishing: the published document is the answer, the draft is gone, the history grew. */
export function afterPublish(
  queryClient: QueryClient,
  kind: string,
  name: string,
  published: TDocumentExport,
) {
  queryClient.setQueryData(documentKeys.published(kind, name), published);
  queryClient.setQueryData(documentKeys.draft(kind, name), null);
  return queryClient.invalidateQueries({ queryKey: documentKeys.revisions(kind, name) });
}

import { DocumentsPath, ZDocumentExport } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentKeys, documentPath } from "./document-keys";

/** POST revert: a revision's document becomes the next revision (itself recorded in the history). */
export const revertDocument = (kind: string, name: string, revision: number) =>
  apiRequest(documentPath(DocumentsPath.revert, kind, name), {
    method: "POST",
    json: { revision },
    schema: ZDocumentExport,
  });

export function useRevertDocument(kind: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) => revertDocument(kind, name, revision),
    onSuccess: (published) => {
      queryClient.setQueryData(documentKeys.published(kind, name), published);
      return queryClient.invalidateQueries({ queryKey: documentKeys.revisions(kind, name) });
    },
  });
}

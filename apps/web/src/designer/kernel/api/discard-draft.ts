import { DocumentsPath } from "@fsm/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasStatus } from "../../../lib/api-error";
import { documentKeys, documentPath } from "./document-keys";

/** DELETE the caller's draft (discard, or reload after a conflict); none there (404) is the same result. */
export async function discardDraft(kind: string, name: string, queryClient: QueryClient): Promise<void> {
  try {
    await apiRequest(documentPath(DocumentsPath.draft, kind, name), {
      method: "DELETE",
      presentedStatuses: [404],
    });
  } catch (error) {
    if (!hasStatus(error, 404)) throw error;
  }
  queryClient.setQueryData(documentKeys.draft(kind, name), null);
}

import { DocumentsPath, ZDocumentExport, type TDocumentExport } from "@fsm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { hasStatus } from "../../../lib/api-error";
import { documentKeys, documentPath } from "./document-keys";

/** GET the published document (what portal users see); null when there is none yet (404). */
export async function getPublishedDocument(
  kind: string,
  name: string,
  signal?: AbortSignal,
): Promise<TDocumentExport | null> {
  try {
    return await apiRequest(documentPath(DocumentsPath.document, kind, name), {
      schema: ZDocumentExport,
      signal,
      presentedStatuses: [404],
    });
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export const publishedDocumentQuery = (kind: string, name: string) =>
  queryOptions({
    queryKey: documentKeys.published(kind, name),
    queryFn: ({ signal }) => getPublishedDocument(kind, name, signal),
    // The editor compares against it; a refetch on focus would only move "dirty" under the person.
    refetchOnWindowFocus: false,
  });

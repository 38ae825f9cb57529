import { DocumentsPath, ZDocumentRevisions } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentKeys, documentPath } from "./document-keys";

/** GET the document's revisions, newest first. */
export const getRevisions = (kind: string, name: string, signal?: AbortSignal) =>
  apiRequest(documentPath(DocumentsPath.revisions, kind, name), { schema: ZDocumentRevisions, signal });

export const revisionsQuery = (kind: string, name: string) =>
  queryOptions({
    queryKey: documentKeys.revisions(kind, name),
    queryFn: ({ signal }) => getRevisions(kind, name, signal),
    staleTime: 0,
  });

export const useRevisions = (kind: string, name: string, enabled: boolean) =>
  useQuery({ ...revisionsQuery(kind, name), enabled });

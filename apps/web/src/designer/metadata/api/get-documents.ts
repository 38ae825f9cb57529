import { DocumentsPath, ZDocumentList } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { generatePath } from "react-router";
import { apiRequest } from "../../../lib/api-client";

/** GET documents/{kind}: every document of a kind (name, revision, the caller's draft time). */
export function getDocuments(kind: string, signal?: AbortSignal) {
  return apiRequest(generatePath(DocumentsPath.list, { kind }), { schema: ZDocumentList, signal });
}

export const documentsQueryKey = (kind: string) => ["documents", kind, "list"] as const;

export const documentsQuery = (kind: string) =>
  queryOptions({ queryKey: documentsQueryKey(kind), queryFn: ({ signal }) => getDocuments(kind, signal) });

export const useDocuments = (kind: string) => useQuery(documentsQuery(kind));

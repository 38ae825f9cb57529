import { DocumentsPath, ZDocumentDiff } from "@fsm/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentKeys, documentPath } from "./document-keys";

/** GET the changes from one revision to another (JSON pointers with the values on each side). */
export const getDiff = (kind: string, name: string, from: number, to: number, signal?: AbortSignal) =>
  apiRequest(documentPath(DocumentsPath.diff, kind, name), {
    query: { from, to },
    schema: ZDocumentDiff,
    signal,
  });

export const diffQuery = (kind: string, name: string, from: number, to: number) =>
  queryOptions({
    queryKey: documentKeys.diff(kind, name, from, to),
    queryFn: ({ signal }) => getDiff(kind, name, from, to, signal),
    // Two revisions never change: their diff is fetched once.
    staleTime: Infinity,
  });

export const useDiff = (kind: string, name: string, pair: readonly [number, number] | null) =>
  useQuery({ ...diffQuery(kind, name, pair?.[0] ?? 0, pair?.[1] ?? 0), enabled: pair !== null });

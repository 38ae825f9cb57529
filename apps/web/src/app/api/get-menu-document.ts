import { MenuDocumentPath, ZMenuDocumentResponse } from "@fsm/contracts";
import type { TMenuDocument } from "@fsm/metadata";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { QueryKey } from "../../lib/query-client";

/**
 * GET Metadata/menudocument: the stored side-menu document, or null while none is stored (the
 * areas' declared default applies). The server answers it in the current format, migrated on
 * read, and null when the format no longer reads it: the shell carries no menu parser.
 */
export async function getMenuDocument(signal?: AbortSignal): Promise<TMenuDocument | null> {
  const { document } = await apiRequest(MenuDocumentPath, { schema: ZMenuDocumentResponse, signal });
  return document as TMenuDocument | null;
}

export const menuDocumentQuery = () =>
  queryOptions({ queryKey: QueryKey.menuDocument, queryFn: ({ signal }) => getMenuDocument(signal) });

export const useMenuDocument = () => useQuery(menuDocumentQuery());

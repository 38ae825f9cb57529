import { MenuDocumentPath, ZMenuDocumentResponse } from "@fsm/contracts";
import { parseMenuDocument, type TMenuDocument } from "@fsm/metadata";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";
import { QueryKey } from "../../lib/query-client";

/**
 * GET Metadata/menudocument: the stored side-menu document, or null while none is stored (the
 * areas' declared default applies). A stored one the format no longer reads is treated as none.
 */
export async function getMenuDocument(signal?: AbortSignal): Promise<TMenuDocument | null> {
  const { document } = await apiRequest(MenuDocumentPath, { schema: ZMenuDocumentResponse, signal });
  const parsed = document && parseMenuDocument(document);
  return parsed && parsed.ok ? parsed.value : null;
}

export const menuDocumentQuery = () =>
  queryOptions({ queryKey: QueryKey.menuDocument, queryFn: ({ signal }) => getMenuDocument(signal) });

export const useMenuDocument = () => useQuery(menuDocumentQuery());

import { DocumentsPath, ZDocumentList } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { generatePath } from "react-router";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET documents/{kind}: the kind's documents, to choose from for a bundle. Under the key the
 * Metadata Editor's list uses (["documents", kind, "list"]), so the two pages share one answer
 * and an applied import refreshes both.
 */
export const useKindDocuments = (kind: string) =>
  useQuery({
    queryKey: ["documents", kind, "list"],
    queryFn: ({ signal }) =>
      apiRequest(generatePath(DocumentsPath.list, { kind }), { schema: ZDocumentList, signal }),
  });

import { DocumentsPath, ZDocumentCheckResult, type TDocumentProblem } from "@fsm/contracts";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST check: every check of the kind on the edited document, writing nothing. Runs after edits
 * in the background, so a failure is no toast: the panel keeps the last answer.
 */
export async function checkDocument(
  kind: string,
  document: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<TDocumentProblem[]> {
  const answer = await apiRequest(DocumentsPath.check.replace(":kind", encodeURIComponent(kind)), {
    method: "POST",
    json: { document },
    schema: ZDocumentCheckResult,
    handleErrors: false,
    signal,
  });
  return answer.problems;
}

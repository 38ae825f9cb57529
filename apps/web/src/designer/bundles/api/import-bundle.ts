import { BundlesPath, ZBundleImportResult, type TBundle, type TBundleImportResult } from "@fsm/contracts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface ImportCall {
  bundle: TBundle;
  /** true: compare only, nothing written. */
  dryRun: boolean;
  /** Applying over documents edited here: only when the designer ticked it. */
  overwrite?: boolean;
}

/**
 * POST bundle/import: a dry run (the comparison, nothing written) or the apply (all or nothing).
 * 400 (a bundle this portal refuses) and 409 (conflicts not to be overwritten) are shown by the
 * page beside the file, not as a toast.
 */
export function importBundle({ bundle, dryRun, overwrite }: ImportCall): Promise<TBundleImportResult> {
  return apiRequest(BundlesPath.import, {
    method: "POST",
    json: { bundle, dryRun, conflicts: overwrite ? "overwrite" : "refuse" },
    schema: ZBundleImportResult,
    presentedStatuses: [400, 409],
  });
}

/**
 * An applied bundle changed documents every studio page may hold: their lists (["documents", …])
 * and the open documents of the kernel (["studio-document", …]) are read again.
 */
function afterApply(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ["documents"] }),
    queryClient.invalidateQueries({ queryKey: ["studio-document"] }),
  ]);
}

export function useImportBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBundle,
    onSuccess: (result) => (result.applied ? afterApply(queryClient) : undefined),
  });
}

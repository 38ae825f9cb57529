import { BundlesPath, ZBundle, type TBundle } from "@fsm/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface ExportChoice {
  /** The chosen documents; none: every document of every kind. */
  documents?: { kind: string; name: string }[];
}

/** POST bundle/export: the bundle of the chosen documents with all they reference (none: everything). */
export function exportBundle(choice: ExportChoice): Promise<TBundle> {
  return apiRequest(BundlesPath.export, {
    method: "POST",
    json: choice.documents?.length ? { documents: choice.documents } : {},
    schema: ZBundle,
  });
}

export const useExportBundle = () => useMutation({ mutationFn: exportBundle });

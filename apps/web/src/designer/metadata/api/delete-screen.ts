import { MetadataPath, ZStatusResponse } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { documentsQueryKey } from "./get-documents";

/**
 * POST deletescreenmetadata {screenId}: deletes a screen and its sub-screens (history kept). A
 * refusal (baseline screen, screen in use) is shown in the confirmation itself, not as a toast.
 */
export function deleteScreen(screenId: number) {
  return apiRequest(MetadataPath.deleteScreenMetadata, {
    method: "POST",
    json: { screenId },
    schema: ZStatusResponse,
    handleErrors: false,
  });
}

export function useDeleteScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey("screen") }),
  });
}

import { RequestWfPath, ZAddNoteRequest, ZAddNoteResponse, type TAddNoteRequest } from "@fsm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { timelineKey } from "./get-timeline";

export const addNoteInput = ZAddNoteRequest;

/** POST requestwf/addnote: a note (with uploaded attachments) on an open request of the caller's company. */
export function addNote(input: TAddNoteRequest) {
  return apiRequest(RequestWfPath.addNote, { json: addNoteInput.parse(input), schema: ZAddNoteResponse });
}

/** Adding a note refreshes that request's timeline, so the note shows where it belongs. */
export function useAddNote(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timelineKey(requestId) }),
  });
}

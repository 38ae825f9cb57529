import type { TTimelineNote, TTimelineResponse } from "@fsm/contracts";
import type { NoteRow } from "./timeline.repository.js";

type Files = Map<number, { id: number; name: string }[]>;

export const presentNote = (note: NoteRow, attachments: { id: number; name: string }[]): TTimelineNote => ({
  id: note.id,
  text: note.text,
  at: note.at.toISOString(),
  author: note.author,
  attachments,
});

/**
 * History entries of kind STATUS whose text is a status code are the status timeline; every other
 * entry (notes, visits, free-text status remarks of older data) is a note. Both oldest first.
 */
export function presentTimeline(
  notes: NoteRow[],
  files: Files,
  codes: Set<string>,
  canAddNote: boolean,
): TTimelineResponse {
  const isStatus = (n: NoteRow) => n.kind === "STATUS" && codes.has(n.text);
  return {
    statuses: notes.filter(isStatus).map((n) => ({ status: n.text, at: n.at.toISOString(), by: n.author })),
    notes: notes.filter((n) => !isStatus(n)).map((n) => presentNote(n, files.get(n.id) ?? [])),
    canAddNote,
  };
}

import { insertNote } from "./timeline.repository.js";
import type { StatusHistory } from "../../engine/dictionary/status-transitions.types.js";

/** A request's status changes are its timeline: notes of kind STATUS whose text is the status code. */
export const requestStatusHistory: StatusHistory = async (db, actor, id, status) => {
  await insertNote(db, id, status, actor.personId, "STATUS");
};

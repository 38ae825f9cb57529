import type { Actor } from "../sessions/actor.js";

/** The outbox holds reset links and codes of everyone: studio (designer) license only. */
export const canReadOutbox = (actor: Actor): boolean => actor.access.studio;

import type { Actor } from "../sessions/actor.js";

/** Creating, editing, deleting and reverting screens, and reading their raw history: studio license. */
export const canDesignScreens = (actor: Actor): boolean => actor.access.studio;

import type { Actor } from "../../platform/sessions/actor.js";

/** Creating, editing, deleting and reverting screens, and reading their raw history: studio license. */
export const canDesignScreens = (actor: Actor): boolean => actor.access.studio;
